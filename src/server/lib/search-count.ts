import type { BookingListResponse } from '../../shared/booking-admin.schema.ts'

/**
 * A search's total is counted no further than this many pages past the one shown: enough for the page buttons
 * and Next, and a count that stops there costs the same at a million bookings as at a thousand. Beyond it the
 * answer says "more than" (moreThanTotal), and the next pages count further.
 */
export const SEARCH_COUNT_PAGES_AHEAD = 4

/** How far a search's total is counted for this page: to the end of the pages ahead. */
export const searchCountCap = (query: { page: number; limit: number }) =>
  (query.page + SEARCH_COUNT_PAGES_AHEAD) * query.limit

/** The total, or `cap` and moreThanTotal when more than `cap` rows match. */
export function totalUpTo(found: number, cap: number): Pick<BookingListResponse, 'total' | 'moreThanTotal'> {
  return found > cap ? { total: cap, moreThanTotal: true } : { total: found }
}
