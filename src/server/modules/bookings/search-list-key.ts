import type { BookingFilters } from '../../../shared/booking-admin.schema.ts'
import type { BookingStatus } from '../../../shared/booking-status.ts'

/** Each status's two letters in SQLite's order search index; migration 0024 computes the same from the row. */
export const STATUS_CODES: Record<BookingStatus, string> = {
  pending: 'pe',
  'in-progress': 'in',
  completed: 'co',
  paid: 'pa',
  cancelled: 'ca',
}

/** The code's length in the index: a status's two letters and the archive switch's digit ("co0"). */
export const LIST_KEY_LENGTH = 3

/**
 * SQLite: the FTS5 condition on the orders' status code (migration 0024) for the list's status and archive switch,
 * so that the search index finds only the list's orders. Undefined without a status: the archive switch alone
 * would name half the orders, and those are read faster from the bookings.
 */
export function listKeyQuery(
  filters: Pick<BookingFilters, 'status' | 'showOnlyArchived' | 'includeArchived'>,
) {
  if (filters.status === undefined) return undefined
  const code = STATUS_CODES[filters.status]
  const archived = filters.showOnlyArchived ? ['1'] : filters.includeArchived ? ['0', '1'] : ['0']
  return `search_list_key : (${archived.map((flag) => `"${code}${flag}"`).join(' OR ')})`
}
