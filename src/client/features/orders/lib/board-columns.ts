import type { Booking } from '@shared/booking.schema.ts'
import { BOOKING_STATUSES, type BookingStatus } from '@shared/booking-status.ts'

/** How much of a column the owner asked to see: pages loaded, and older finished orders or not. */
export interface ColumnView {
  pages: number
  older: boolean
}

/** One Workflow Board column: the orders loaded and how many the server holds in that status. */
export interface BoardColumn extends Partial<ColumnView> {
  bookings: Booking[]
  total: number
  /** Completed and Paid show only the orders changed lately until the owner asks for older ones. */
  recentOnly?: boolean
}

export type BoardColumns = Record<BookingStatus, BoardColumn>

export const columnView = (column: BoardColumn): ColumnView => ({
  pages: column.pages ?? 1,
  older: column.older ?? false,
})

const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/** Where the order is on the board now, if it is there at all. */
export function findOnBoard(board: BoardColumns, id: number): Booking | undefined {
  for (const status of BOOKING_STATUSES) {
    const found = board[status].bookings.find((booking) => booking.id === id)
    if (found) return found
  }
  return undefined
}

/**
 * The board as it will be once the order has moved: out of its column and into the new one in its date place,
 * with both counts adjusted. Unchanged when the order is not on the board or already in that column.
 */
export function moveOnBoard(board: BoardColumns, id: number, to: BookingStatus): BoardColumns {
  const booking = findOnBoard(board, id)
  if (!booking || booking.status === to) return board
  const from = booking.status
  return {
    ...board,
    [from]: {
      ...board[from],
      bookings: board[from].bookings.filter((candidate) => candidate.id !== id),
      total: Math.max(0, board[from].total - 1),
    },
    [to]: {
      ...board[to],
      bookings: [...board[to].bookings, { ...booking, status: to }].sort(newestFirst),
      total: board[to].total + 1,
    },
  }
}

/** A list page with the order's status changed, for the rows shown before the server answers. */
export function withBookingStatus<List extends { bookings: Booking[] }>(
  list: List,
  id: number,
  status: BookingStatus,
): List {
  if (!list.bookings.some((booking) => booking.id === id)) return list
  return {
    ...list,
    bookings: list.bookings.map((booking) => (booking.id === id ? { ...booking, status } : booking)),
  }
}
