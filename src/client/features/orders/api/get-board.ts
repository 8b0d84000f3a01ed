import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { bookingsQueryKey } from '@/lib/booking-query-keys'

import { BOOKING_PAGE_SIZE_MAX, type BookingListResponse } from '@shared/booking-admin.schema.ts'
import { BOOKING_STATUSES, type BookingStatus } from '@shared/booking-status.ts'
import type { BoardColumn, BoardColumns } from '../lib/board-columns'
import { getBookings, type BookingListParams } from './get-bookings'

/** A column shows this many orders at first, and this many more each time the owner asks for more. */
export const BOARD_PAGE = BOOKING_PAGE_SIZE_MAX
/** Completed and Paid hold every finished order: by default they show those changed in this many days. */
export const RECENT_DAYS = 30
const RECENT_ONLY: ReadonlySet<BookingStatus> = new Set(['completed', 'paid'])

/** How much of each column the owner asked to see: pages of BOARD_PAGE, and older finished orders or not. */
export type BoardView = Record<BookingStatus, { pages: number; older: boolean }>

export const INITIAL_BOARD_VIEW = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [status, { pages: 1, older: false }]),
) as BoardView

const columnPage = (status: BookingStatus, page: number, since?: string): BookingListParams => ({
  status,
  includeArchived: 'false',
  page,
  limit: BOARD_PAGE,
  sort: 'createdAt',
  order: 'desc',
  ...(since === undefined ? {} : { updatedSince: since }),
})

/** One column, newest first: its first page says how many there are; the pages asked for load together. */
export async function getBoardColumn(
  status: BookingStatus,
  { pages, older }: BoardView[BookingStatus],
  now = Date.now(),
): Promise<BoardColumn> {
  const recentOnly = RECENT_ONLY.has(status) && !older
  const since = recentOnly ? new Date(now - RECENT_DAYS * 86_400_000).toISOString() : undefined
  const first: BookingListResponse = await getBookings(columnPage(status, 1, since))
  const wanted = Math.min(pages, Math.ceil(first.total / BOARD_PAGE))
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, wanted - 1) }, (_, index) =>
      getBookings(columnPage(status, index + 2, since)),
    ),
  )
  return { total: first.total, bookings: [first, ...rest].flatMap((page) => page.bookings), recentOnly }
}

/** The Workflow Board: every order not archived, one column per status, newest first. */
export async function getBoardColumns(view: BoardView): Promise<BoardColumns> {
  const columns = await Promise.all(BOOKING_STATUSES.map((status) => getBoardColumn(status, view[status])))
  return Object.fromEntries(BOOKING_STATUSES.map((status, index) => [status, columns[index]])) as BoardColumns
}

export const boardQueryKey = [...bookingsQueryKey, 'board'] as const

export const boardQueryOptions = (view: BoardView = INITIAL_BOARD_VIEW) =>
  queryOptions({
    queryKey: [...boardQueryKey, view],
    queryFn: () => getBoardColumns(view),
    // Showing more keeps the board on screen while the longer column loads.
    placeholderData: keepPreviousData,
  })

export const useBoard = (view?: BoardView) => useQuery(boardQueryOptions(view))
