import {
  BOOKING_PAGE_SIZE,
  type BookingFilterQuery,
  type BookingSortColumn,
} from '@shared/booking-admin.schema.ts'
import type { BookingListParams } from '../api/get-bookings'
import { BOOKING_STATUSES, type BookingStatus } from '@shared/booking-status.ts'

/** All Orders lists the orders in work; Archived Orders the ones put away. */
export type ListScope = 'orders' | 'archived'

/** The spec's page size for the admin lists (section 9). */
export const PAGE_SIZE = BOOKING_PAGE_SIZE

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

/** The spec's column headers, and Pickup. */
export const COLUMN_LABELS: Record<SortColumn, string> = {
  id: 'Order ID',
  customerName: 'Customer',
  pickupStart: 'Pickup',
  totalKnives: 'Knives',
  addOns: 'Add-ons',
  status: 'Status',
  estimatedPrice: 'Value',
}
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

// Each list keeps its own keys, so All Orders and Archived Orders remember their views apart.
const key = (scope: ListScope, name: keyof ListView) => `${scope}-${name}`

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** The list's view from the address; anything missing or unreadable falls back to the default. */
export function readListView(params: URLSearchParams, scope: ListScope): ListView {
  const page = Number(params.get(key(scope, 'page')))
  return {
    search: params.get(key(scope, 'search')) ?? '',
    status: oneOf(BOOKING_STATUSES, params.get(key(scope, 'status'))) ?? 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: oneOf(SORT_COLUMNS, params.get(key(scope, 'sort'))) ?? null,
    order: oneOf(['asc', 'desc'] as const, params.get(key(scope, 'order'))) ?? 'asc',
  }
}

/** The address with the view's changes; defaults are left out, so a plain list has a plain address. */
export function writeListView(
  params: URLSearchParams,
  scope: ListScope,
  changes: Partial<ListView>,
): URLSearchParams {
  const view = { ...readListView(params, scope), ...changes }
  const next = new URLSearchParams(params)
  for (const name of Object.keys(DEFAULT_VIEW) as (keyof ListView)[]) {
    const value = view[name]
    if (value === DEFAULT_VIEW[name] || (name === 'order' && view.sort === null))
      next.delete(key(scope, name))
    else next.set(key(scope, name), String(value))
  }
  return next
}

/** A click on a column header: a new column sorts ascending, the sorted one flips direction. */
export function nextSort(view: ListView, column: SortColumn): Pick<ListView, 'sort' | 'order'> {
  if (view.sort !== column) return { sort: column, order: 'asc' }
  return { sort: column, order: view.order === 'asc' ? 'desc' : 'asc' }
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
