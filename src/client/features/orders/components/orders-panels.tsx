import { BookingsListPanel } from './bookings-list-panel'

/** Admin: All Orders, the orders not archived. */
export function OrdersPanel() {
  return <BookingsListPanel scope="orders" />
}

/** Admin: Archived Orders, with Restore. */
export function ArchivedOrdersPanel() {
  return <BookingsListPanel scope="archived" />
}
