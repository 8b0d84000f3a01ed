import { formatBookingId } from '@shared/format.ts'

/**
 * The admin list that shows one order: All Orders, or Archived Orders for an archived one, searching for its
 * number (each list keeps its search in ?<list>-search=, features/orders/lib/list-view.ts).
 */
export function orderAddress(pathname: string, bookingId: number, archived = false): string {
  const list = archived ? 'archived' : 'orders'
  const query = new URLSearchParams({ tab: list, [`${list}-search`]: formatBookingId(bookingId) })
  return `${pathname}?${query}`
}
