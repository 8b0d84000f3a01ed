import { z } from 'zod'

import { BOOKING_STATUSES, BookingStatus } from './booking-status.ts'
import type { ApiIssue } from './api-error.schema.ts'
import { addOnIssues } from './booking-add-ons.ts'
import { AllowOverCapacity } from './pickup.schema.ts'
import {
  Booking,
  BookingContactFields,
  BookingQuantityFields,
  customerNameField,
  isDisplayText,
  isPlainText,
  specialRequirementsField,
} from './booking.schema.ts'

/**
 * The admin's order tools (issue 4): All Orders, Archived Orders, the edit dialog, the Workflow Board, the CSV
 * export and the e-mails. Every route needs the admin session (401 otherwise); every error is ApiError.
 *
 *   GET   /api/bookings                          BookingListQuery → BookingListResponse
 *   GET   /api/bookings/export.csv               BookingFilterQuery → text/csv attachment (every match)
 *   GET   /api/bookings/{id}                     → BookingWithHistory                        404
 *   PUT   /api/bookings/{id}                     UpdateBookingBody → Booking                 400 404
 *   PATCH /api/bookings/{id}/status              StatusUpdateBody → StatusUpdateResult       400 404
 *   PATCH /api/bookings/{id}/archive             (no body) → Booking                         404 409
 *   PATCH /api/bookings/{id}/unarchive           (no body) → Booking                         404
 *   POST  /api/bookings/{id}/send-confirmation   (no body) → SendConfirmationResult          404 409 502
 *
 * A non-numeric id is 400; a body over 64 KB is 413. A 502 `EMAIL_FAILED` reads "Email failed: <reason>".
 */

/** The spec's page size; the Workflow Board asks for a column at a time (status=…, limit=100). */
export const BOOKING_PAGE_SIZE = 10
export const BOOKING_PAGE_SIZE_MAX = 100
/**
 * How deep paging reaches: the first 10,000 matches of a search. Deeper offsets cost every request more and no
 * person pages that far; a narrower search or the reverse sort reaches any order, and the export has them all.
 */
export const BOOKING_RESULT_WINDOW = 10_000
export const BOOKING_SEARCH_MAX = 200

export const BOOKING_SORT_COLUMNS = [
  'id',
  'customerName',
  'totalKnives',
  'addOns',
  'status',
  'estimatedPrice',
  'createdAt',
  /** The pickup window's start; orders with no time yet come last whichever way. */
  'pickupStart',
] as const
export const BookingSortColumn = z.enum(BOOKING_SORT_COLUMNS, {
  error: `sort must be one of ${BOOKING_SORT_COLUMNS.join(', ')}`,
})
export type BookingSortColumn = z.infer<typeof BookingSortColumn>

/** The last page a query may ask for at this page size. */
export const maxBookingPage = (limit: number) => Math.max(1, Math.floor(BOOKING_RESULT_WINDOW / limit))

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true')

/** search, status and the archive switches: what the list, the Workflow Board and the export filter by. */
const filterFields = {
  /**
   * Matches the order number in any form (27, #27, BO-000027), and anywhere in the customer's name, e-mail,
   * phone (as written or by its digits) and special requirements, ignoring case; % and _ are plain characters.
   */
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(BOOKING_SEARCH_MAX, `search must be at most ${BOOKING_SEARCH_MAX} characters`)
    // PostgreSQL cannot take a NUL, even in a parameter: refused here rather than failing in the query.
    .refine((text) => isPlainText(text), 'search contains characters that are not allowed')
    .optional()
    .transform((value) => value || undefined),
  status: z
    .enum([...BOOKING_STATUSES, 'all'], {
      error: `status must be one of ${BOOKING_STATUSES.join(', ')} or all`,
    })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  /** Default false: All Orders leaves archived orders out. */
  includeArchived: flag('includeArchived').optional(),
  /** true: Archived Orders, only archived ones (wins over includeArchived). */
  showOnlyArchived: flag('showOnlyArchived').optional(),
  /** Only orders changed at or after this instant (the board's recent Completed and Paid columns). */
  updatedSince: z.iso
    .datetime({ error: 'updatedSince must be a date and time like 2025-01-05T00:00:00Z' })
    .optional()
    .transform((value) => (value === undefined ? undefined : Date.parse(value))),
}

/** GET /api/bookings/export.csv: the list's filters, every matching order, in order-number order. */
export const BookingFilterQuery = z.object(filterFields)

/** GET /api/bookings: the spec's query plus a sort the server applies across all pages. */
export const BookingListQuery = z
  .object({
    ...filterFields,
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(BOOKING_RESULT_WINDOW, `page must be between 1 and ${BOOKING_RESULT_WINDOW}`)
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${BOOKING_PAGE_SIZE_MAX}`)
      .max(BOOKING_PAGE_SIZE_MAX, `limit must be between 1 and ${BOOKING_PAGE_SIZE_MAX}`)
      .default(BOOKING_PAGE_SIZE),
    /** Default: createdAt, newest first. The order id breaks ties, so pages never overlap or skip. */
    sort: BookingSortColumn.optional(),
    /** Default: asc when a sort is named, desc for the default newest-first list. */
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  })
  .superRefine(
    (query, ctx) => {
      const last = maxBookingPage(query.limit)
      if (query.page > last) {
        ctx.addIssue({
          code: 'custom',
          path: ['page'],
          message: `page must be between 1 and ${last} at ${query.limit} a page: search or reverse the sort to reach further`,
        })
      }
    },
    // Only once page and limit are each valid: a bad limit is its own message, not also a page one.
    { when: (payload) => payload.issues.length === 0 },
  )

/** The query as the client writes it (all optional); the server reads BookingListQueryParsed. */
export type BookingListQuery = z.input<typeof BookingListQuery>
export type BookingListQueryParsed = z.output<typeof BookingListQuery>
export type BookingFilterQuery = z.input<typeof BookingFilterQuery>
export type BookingFilters = z.output<typeof BookingFilterQuery>

export const BookingListResponse = z
  .object({
    bookings: z.array(Booking),
    /** Every order matching the filters, across all pages; for a search, at most a few pages ahead (moreThanTotal). */
    total: z.number().int(),
    /** A search matching more orders than `total`: counting stopped a few pages past the one asked for. */
    moreThanTotal: z.boolean().optional(),
  })
  .meta({ id: 'BookingList' })
export type BookingListResponse = z.infer<typeof BookingListResponse>

/** Digits only ("27"): "1e3", "0x1b" or " 27" are not ids. A number too large for the column is a 404. */
export const BookingIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'The booking id must be a whole number')
    .transform(Number),
})

/** PUT /api/bookings/{id}: the edit dialog's fields. The server prices the booking again from its counts. */
export const UpdateBookingBody = z.object(
  {
    ...BookingContactFields,
    customerName: customerNameField('Customer name is required'),
    ...BookingQuantityFields,
    specialRequirements: specialRequirementsField,
    status: BookingStatus,
    /** The owner's confirmation that a cancelled order brought back may take a place beyond its window's capacity. */
    allowOverCapacity: AllowOverCapacity,
  },
  { error: 'The booking must be a JSON object' },
)
export type UpdateBookingBody = z.input<typeof UpdateBookingBody>
export type UpdateBookingInput = z.output<typeof UpdateBookingBody>

/** What the edit rules read of the stored booking: how it was measured, and the knives a pickup customer gave. */
export interface EditedBookingMeasurement {
  measurementType: 'self' | 'pickup'
  knifeCount: number | null
}

/**
 * The edit form's rule across counts, the booking forms' add-on rule (addOnIssues). Blade counts may all be 0
 * (the admin knows best), but then no add-on; a pickup booking not yet measured counts the knives its customer gave.
 */
export function editAddOnIssues(
  counts: Pick<UpdateBookingInput, keyof typeof BookingQuantityFields>,
  booking: EditedBookingMeasurement,
): ApiIssue[] {
  return addOnIssues({ ...counts, ...booking })
}

export const STATUS_NOTES_MAX = 1000

/** PATCH /api/bookings/{id}/status: the row menu, the Workflow Board's drag, the edit dialog's status. */
export const StatusUpdateBody = z.object(
  {
    status: BookingStatus,
    notes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(STATUS_NOTES_MAX, `Notes must be at most ${STATUS_NOTES_MAX} characters`)
      .refine(
        (notes) => isDisplayText(notes, { multiline: true }),
        'Notes contain characters that are not allowed',
      )
      .nullish()
      .transform((value) => (value ? value : null)),
    /** "E-mail the customer": a short message suited to the new status, with the notes, queued with the change. */
    notifyCustomer: z.boolean({ error: 'notifyCustomer must be true or false' }).default(false),
    /** The owner's confirmation that a cancelled order brought back may take a place beyond its window's capacity. */
    allowOverCapacity: AllowOverCapacity,
  },
  { error: 'The status update must be a JSON object' },
)
export type StatusUpdateBody = z.input<typeof StatusUpdateBody>

/**
 * The status is saved whatever happens to the e-mail: emailSent says whether the customer was told, and
 * emailError why not, for a toast beside 'Status Updated'.
 */
export const StatusUpdateResult = z
  .object({
    booking: Booking,
    emailSent: z.boolean(),
    emailError: z.string().nullable(),
  })
  .meta({ id: 'StatusUpdateResult' })
export type StatusUpdateResult = z.infer<typeof StatusUpdateResult>

export const BOOKING_EVENT_KINDS = [
  'created',
  'status',
  'edited',
  'archived',
  'unarchived',
  'email_sent',
  /** The customer wrote to the business from their order page; the message is in the inbox. */
  'customer_message',
  /** The owner replied to a message about the order; the notes are the reply, which the customer also reads. */
  'owner_reply',
  /** A payment recorded, or voided; the notes say how much and how. */
  'payment',
  'payment_voided',
] as const
export const BookingEventKind = z.enum(BOOKING_EVENT_KINDS)
export type BookingEventKind = z.infer<typeof BookingEventKind>

/** One line of an order's history. */
export const BookingEvent = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    kind: BookingEventKind,
    /** For `status` (and `created`): the change. */
    fromStatus: BookingStatus.nullable(),
    toStatus: BookingStatus.nullable(),
    /** The admin's note on a status change; what an edit changed; which e-mail went to whom. */
    notes: z.string().nullable(),
  })
  .meta({ id: 'BookingEvent' })
export type BookingEvent = z.infer<typeof BookingEvent>

/** GET /api/bookings/{id}: the whole booking and its history, newest first. */
export const BookingWithHistory = z
  .object({ ...Booking.shape, events: z.array(BookingEvent) })
  .meta({ id: 'BookingWithHistory' })
export type BookingWithHistory = z.infer<typeof BookingWithHistory>

/** POST /api/bookings/{id}/send-confirmation: "Confirmation email sent to jane@example.com". */
export const SendConfirmationResult = z.object({ message: z.string() }).meta({ id: 'SendConfirmationResult' })
export type SendConfirmationResult = z.infer<typeof SendConfirmationResult>
