import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { bookingsQueryKey } from '@/lib/booking-query-keys'

import type { BookingListResponse } from '@shared/booking-admin.schema.ts'
import { BOARD_PAGE, boardColumnQuery } from '@shared/board-reads.ts'
import { BOOKING_STATUSES, type BookingStatus } from '@shared/booking-status.ts'
import { columnView, type BoardColumn, type BoardColumns, type ColumnView } from '../lib/board-columns'
import { getBookings } from './get-bookings'

export { BOARD_PAGE, RECENT_DAYS } from '@shared/board-reads.ts'

/** How much of each column the owner asked to see: pages of BOARD_PAGE, and older finished orders or not. */
export type BoardView = Record<BookingStatus, ColumnView>

export const INITIAL_BOARD_VIEW = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [status, { pages: 1, older: false }]),
) as BoardView

/** One column, newest first: its first page says how many there are; the pages asked for load together. */
export async function getBoardColumn(
  status: BookingStatus,
  { pages, older }: ColumnView,
  now = Date.now(),
): Promise<BoardColumn> {
  const firstQuery = boardColumnQuery(status, 1, older, now)
  const first: BookingListResponse = await getBookings(firstQuery)
  const wanted = Math.min(pages, Math.ceil(first.total / BOARD_PAGE))
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, wanted - 1) }, (_, index) =>
      getBookings({ ...firstQuery, page: index + 2 }),
    ),
  )
  const bookings = [first, ...rest].flatMap((page) => page.bookings)
  const recentOnly = firstQuery.updatedSince !== undefined
  return { total: first.total, bookings, recentOnly, pages: Math.max(1, pages), older }
}

/**
 * The column with its next page added: one request, and the cards already shown keep their objects, so React
 * draws only the new ones. An order that moved into the column meanwhile may come again; it is shown once.
 */
export async function getNextColumnPage(
  column: BoardColumn,
  status: BookingStatus,
  now = Date.now(),
): Promise<(current: BoardColumn) => BoardColumn> {
  const { pages, older } = columnView(column)
  const page = pages + 1
  const next = await getBookings(boardColumnQuery(status, page, older, now))
  return (current) => {
    const shown = new Set(current.bookings.map((booking) => booking.id))
    const added = next.bookings.filter((booking) => !shown.has(booking.id))
    return { ...current, bookings: [...current.bookings, ...added], total: next.total, pages: page }
  }
}

/** The Workflow Board: every order not archived, one column per status, newest first. */
export async function getBoardColumns(view: BoardView): Promise<BoardColumns> {
  const columns = await Promise.all(BOOKING_STATUSES.map((status) => getBoardColumn(status, view[status])))
  return Object.fromEntries(BOOKING_STATUSES.map((status, index) => [status, columns[index]])) as BoardColumns
}

export const boardQueryKey = [...bookingsQueryKey, 'board'] as const

/** What the board on screen holds: a refetch (after a change) loads as much of each column again. */
export function boardViewOf(board: BoardColumns | undefined): BoardView {
  if (!board) return INITIAL_BOARD_VIEW
  return Object.fromEntries(
    BOOKING_STATUSES.map((status) => [status, columnView(board[status])]),
  ) as BoardView
}

/** One key for the whole board, whatever the owner has loaded: showing more changes one column, not the key. */
export const boardQueryOptions = () =>
  queryOptions({
    queryKey: boardQueryKey,
    queryFn: ({ client }) => getBoardColumns(boardViewOf(client.getQueryData<BoardColumns>(boardQueryKey))),
  })

export const useBoard = () => useQuery(boardQueryOptions())

/**
 * Puts a column's new extent on the board. A refetch already under way read the board before this change and
 * would put the old extent back: it is cancelled, and the board fetched again once the column is in.
 */
export async function changeBoardColumn(
  queryClient: QueryClient,
  status: BookingStatus,
  load: (column: BoardColumn) => Promise<(current: BoardColumn) => BoardColumn>,
) {
  const refetching = queryClient.isFetching({ queryKey: boardQueryKey }) > 0
  if (refetching) await queryClient.cancelQueries({ queryKey: boardQueryKey })
  const board = queryClient.getQueryData<BoardColumns>(boardQueryKey)
  if (!board) return
  const change = await load(board[status])
  // Applied to the board as it is now: a card moved meanwhile stays moved.
  queryClient.setQueryData<BoardColumns>(boardQueryKey, (current) =>
    current ? { ...current, [status]: change(current[status]) } : current,
  )
  if (refetching) await queryClient.invalidateQueries({ queryKey: boardQueryKey })
}
