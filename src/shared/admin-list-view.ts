import { BOOKING_PAGE_SIZE, type BookingFilterQuery, type BookingSortColumn } from './booking-list.schema.ts'
import type { BookingListParams } from './api-read-urls.ts'
import { BOOKING_STATUSES, type BookingStatus } from './booking-status.ts'

/**
 * All Orders' and Archived Orders' view as their address keeps it, and the list query it asks for: read by the
 * list (features/orders) and by the server, which preloads the list's first page from the same address.
 */

/** All Orders lists the orders in work; Archived Orders the ones put away. */
export type ListScope = 'orders' | 'archived'

/** The spec's sortable columns and the pickup time (issue 41), by the names the server sorts on. */
export const SORT_COLUMNS = [
  'id',
  'customerName',
  'pickupStart',
  'totalKnives',
  'addOns',
  'status',
  'estimatedPrice',
] as const satisfies readonly BookingSortColumn[]
export type SortColumn = (typeof SORT_COLUMNS)[number]
export type SortOrder = 'asc' | 'desc'

export type StatusFilter = BookingStatus | 'all'

/** What the admin chose to see: kept in the address, so a reload or a shared link shows the same list. */
export interface ListView {
  search: string
  status: StatusFilter
  /** 1-based. */
  page: number
  /** null: the server's own order, newest first. */
  sort: SortColumn | null
  order: SortOrder
}

export const DEFAULT_VIEW: ListView = { search: '', status: 'all', page: 1, sort: null, order: 'asc' }

/** The spec's page size for the admin lists (section 9). */
export const PAGE_SIZE = BOOKING_PAGE_SIZE

// Each list keeps its own keys, so All Orders and Archived Orders remember their views apart.
export const listViewKey = (scope: ListScope, name: keyof ListView) => `${scope}-${name}`

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** The list's view from the address; anything missing or unreadable falls back to the default. */
export function readListView(params: URLSearchParams, scope: ListScope): ListView {
  const page = Number(params.get(listViewKey(scope, 'page')))
  return {
    search: params.get(listViewKey(scope, 'search')) ?? '',
    status: oneOf(BOOKING_STATUSES, params.get(listViewKey(scope, 'status'))) ?? 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: oneOf(SORT_COLUMNS, params.get(listViewKey(scope, 'sort'))) ?? null,
    order: oneOf(['asc', 'desc'] as const, params.get(listViewKey(scope, 'order'))) ?? 'asc',
  }
}

/** What the CSV export sends: the list's search, status and archive switch, every page of it. */
export function listFilters(view: ListView, scope: ListScope): BookingFilterQuery {
  return {
    ...(scope === 'archived' ? { showOnlyArchived: 'true' } : { includeArchived: 'false' }),
    search: view.search.trim() || undefined,
    status: view.status === 'all' ? undefined : view.status,
  }
}

/** GET /api/bookings for one page of the list. */
export function listQuery(view: ListView, scope: ListScope): BookingListParams {
  return {
    ...listFilters(view, scope),
    page: view.page,
    limit: PAGE_SIZE,
    sort: view.sort ?? undefined,
    order: view.sort ? view.order : undefined,
  }
}
