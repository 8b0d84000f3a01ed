import type { Booking } from '@shared/booking.schema.ts'
import type { BoardColumns } from './lib/board-columns'

/** A board with these bookings in their status columns, counted. */
export function boardOf(...bookings: Booking[]): BoardColumns {
  const column = (status: Booking['status']) => {
    const inColumn = bookings.filter((booking) => booking.status === status)
    return { bookings: inColumn, total: inColumn.length }
  }
  return {
    pending: column('pending'),
    'in-progress': column('in-progress'),
    completed: column('completed'),
    paid: column('paid'),
    cancelled: column('cancelled'),
  }
}
