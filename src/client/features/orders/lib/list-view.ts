import {
  DEFAULT_VIEW,
  listViewKey,
  readListView,
  type ListScope,
  type ListView,
  type SortColumn,
} from '@shared/admin-list-view.ts'

// The view's reading and its list query live in shared/admin-list-view.ts: the server preloads the same list.
export {
  DEFAULT_VIEW,
  listFilters,
  listQuery,
  PAGE_SIZE,
  readListView,
  SORT_COLUMNS,
  type ListScope,
  type ListView,
  type SortColumn,
  type SortOrder,
  type StatusFilter,
} from '@shared/admin-list-view.ts'

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
      next.delete(listViewKey(scope, name))
    else next.set(listViewKey(scope, name), String(value))
  }
  return next
}

/** A click on a column header: a new column sorts ascending, the sorted one flips direction. */
export function nextSort(view: ListView, column: SortColumn): Pick<ListView, 'sort' | 'order'> {
  if (view.sort !== column) return { sort: column, order: 'asc' }
  return { sort: column, order: view.order === 'asc' ? 'desc' : 'asc' }
}
