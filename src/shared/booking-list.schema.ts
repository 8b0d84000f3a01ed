import { z } from 'zod'

import { BOOKING_STATUSES } from './booking-status.ts'
import { Booking, isPlainText } from './booking.schema.ts'

/**
 * The admin's lists of orders (All Orders, Archived Orders, the Workflow Board's columns) and the CSV export: their
 * filters, sort, paging and answer. The routes are listed in booking-admin.schema.ts.
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
