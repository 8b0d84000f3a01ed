import { z } from 'zod'

import { BookingStatus } from './booking-status.ts'
import type { ApiIssue } from './api-error.schema.ts'
import { addOnIssues } from './booking-add-ons.ts'
import { AllowOverCapacity } from './pickup.schema.ts'
import {
  Booking,
  BookingContactFields,
  BookingQuantityFields,
  customerNameField,
  isDisplayText,
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
 * The list's query and answer are in booking-list.schema.ts. A non-numeric id is 400; a body over 64 KB is 413. A 502 `EMAIL_FAILED` reads "Email failed: <reason>".
 */

export * from './booking-list.schema.ts'

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
