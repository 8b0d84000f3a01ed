import { CUSTOMER_PAGE_SIZE } from '@shared/customer.schema.ts'
import type { CustomerListParams } from '../api/get-customers'

export const PAGE_SIZE = CUSTOMER_PAGE_SIZE

/** What the directory shows: kept in the address, so a reload or the back button shows the same page. */
export interface CustomerView {
  search: string
  /** 1-based. */
  page: number
}

const SEARCH = 'customers-search'
const PAGE = 'customers-page'

export function readCustomerView(params: URLSearchParams): CustomerView {
  const page = Number(params.get(PAGE))
  return {
    search: params.get(SEARCH) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address with the view's changes; the defaults are left out. */
export function writeCustomerView(params: URLSearchParams, changes: Partial<CustomerView>): URLSearchParams {
  const view = { ...readCustomerView(params), ...changes }
  const next = new URLSearchParams(params)
  if (view.search) next.set(SEARCH, view.search)
  else next.delete(SEARCH)
  if (view.page > 1) next.set(PAGE, String(view.page))
  else next.delete(PAGE)
  return next
}

/** GET /api/customers for one page of the directory. */
export function customerListQuery(view: CustomerView): CustomerListParams {
  return { search: view.search.trim() || undefined, page: view.page, limit: PAGE_SIZE }
}
