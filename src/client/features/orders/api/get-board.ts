import { queryOptions, useQuery } from '@tanstack/react-query'

import { bookingsQueryKey } from '@/lib/booking-query-keys'

import { BOOKING_PAGE_SIZE_MAX, type BookingListResponse } from '../../../../shared/booking-admin.schema.ts'
import { BOOKING_STATUSES, type BookingStatus } from '../../../../shared/booking-status.ts'
import type { BoardColumn, BoardColumns } from '../lib/board-columns'
import { getBookings, type BookingListParams } from './get-bookings'

/**
 * The spec's board holds up to 1000 orders: 200 a column, two pages of the server's largest. Each column's count
 * comes from the server, so it stays right when a column holds more than it shows.
 */
export const BOARD_COLUMN_LIMIT = 200

const columnPage = (status: BookingStatus, page: number): BookingListParams => ({
  status,
  includeArchived: 'false',
  page,
  limit: BOOKING_PAGE_SIZE_MAX,
  sort: 'createdAt',
  order: 'desc',
})

/** One column, newest first: its first page says how many there are; the rest, up to the limit, load together. */
export async function getBoardColumn(status: BookingStatus): Promise<BoardColumn> {
  const first: BookingListResponse = await getBookings(columnPage(status, 1))
  const pages = Math.ceil(Math.min(first.total, BOARD_COLUMN_LIMIT) / BOOKING_PAGE_SIZE_MAX)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => getBookings(columnPage(status, index + 2))),
  )
  return { total: first.total, bookings: [first, ...rest].flatMap((page) => page.bookings) }
}

/** The Workflow Board: every order not archived, one column per status, newest first. */
export async function getBoardColumns(): Promise<BoardColumns> {
  const columns = await Promise.all(BOOKING_STATUSES.map(getBoardColumn))
  return Object.fromEntries(BOOKING_STATUSES.map((status, index) => [status, columns[index]])) as BoardColumns
}

export const boardQueryKey = [...bookingsQueryKey, 'board'] as const

export const boardQueryOptions = () => queryOptions({ queryKey: boardQueryKey, queryFn: getBoardColumns })

export const useBoard = () => useQuery(boardQueryOptions())
