import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { QueryClient } from '@tanstack/react-query'

import { makeBooking } from '@/test/make-booking'

import type { BookingListResponse } from '@shared/booking-admin.schema.ts'
import { boardOf } from '../test-support'
import { moveOnBoard, type BoardColumns } from '../lib/board-columns'
import {
  boardQueryKey,
  boardQueryOptions,
  changeBoardColumn,
  getBoardColumns,
  getNextColumnPage,
  INITIAL_BOARD_VIEW,
} from './get-board'
import { getBookings, type BookingListParams } from './get-bookings'

vi.mock('./get-bookings', () => ({ getBookings: vi.fn() }))

const NOW = new Date('2026-03-31T12:00:00.000Z')
const THIRTY_DAYS_BACK = '2026-03-01T12:00:00.000Z'

const empty: BookingListResponse = { bookings: [], total: 0 }

/** What each column asked the server for, by status. */
const askedFor = () =>
  Object.fromEntries(
    vi.mocked(getBookings).mock.calls.map(([params]: [BookingListParams]) => [params.status, params]),
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  vi.mocked(getBookings).mockResolvedValue(empty)
})
afterEach(() => {
  vi.useRealTimers()
  vi.mocked(getBookings).mockReset()
})

describe('the Workflow Board by default', () => {
  it('asks Completed and Paid for the orders changed in the last 30 days, and the other columns for all', async () => {
    const columns = await getBoardColumns(INITIAL_BOARD_VIEW)
    const asked = askedFor()
    expect(asked.completed).toMatchObject({ status: 'completed', updatedSince: THIRTY_DAYS_BACK })
    expect(asked.paid).toMatchObject({ status: 'paid', updatedSince: THIRTY_DAYS_BACK })
    for (const status of ['pending', 'in-progress', 'cancelled'] as const) {
      expect(asked[status], status).toBeDefined()
      expect(asked[status], status).not.toHaveProperty('updatedSince')
    }
    expect(columns.completed.recentOnly).toBe(true)
    expect(columns.pending.recentOnly).toBe(false)
  })

  it('shows a column’s older orders once the owner asks, and only that column’s', async () => {
    const columns = await getBoardColumns({ ...INITIAL_BOARD_VIEW, completed: { pages: 1, older: true } })
    const asked = askedFor()
    expect(asked.completed).toBeDefined()
    expect(asked.completed).not.toHaveProperty('updatedSince')
    expect(asked.paid).toMatchObject({ updatedSince: THIRTY_DAYS_BACK })
    expect(columns.completed.recentOnly).toBe(false)
    expect(columns.paid.recentOnly).toBe(true)
  })
})

describe('showing more of a column', () => {
  const first = makeBooking({ id: 30, createdAt: '2026-03-30T10:00:00.000Z' })
  const second = makeBooking({ id: 29, createdAt: '2026-03-29T10:00:00.000Z' })
  const third = makeBooking({ id: 28, createdAt: '2026-03-28T10:00:00.000Z' })

  it('asks for that column’s next page only, keeps the cards shown and adds each order once', async () => {
    vi.mocked(getBookings).mockResolvedValue({ bookings: [second, third], total: 41 })
    const column = { bookings: [first, second], total: 40, pages: 1, older: false }

    const next = (await getNextColumnPage(column, 'pending'))(column)

    expect(vi.mocked(getBookings).mock.calls).toEqual([
      [expect.objectContaining({ status: 'pending', page: 2 })],
    ])
    expect(next.bookings.map((booking) => booking.id)).toEqual([30, 29, 28])
    expect(next.bookings[0]).toBe(first)
    expect(next).toMatchObject({ total: 41, pages: 2 })
  })

  it('keeps a card moved while the page loads, and the other columns as they were', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(boardQueryKey, boardOf(first, makeBooking({ id: 5, status: 'paid' })))
    let answer: (page: BookingListResponse) => void = () => {}
    vi.mocked(getBookings).mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const board = () => queryClient.getQueryData<BoardColumns>(boardQueryKey)!
    const paid = board().paid

    const shown = changeBoardColumn(queryClient, 'pending', (column) => getNextColumnPage(column, 'pending'))
    await vi.waitFor(() => expect(getBookings).toHaveBeenCalled())
    queryClient.setQueryData(boardQueryKey, moveOnBoard(board(), 30, 'completed'))
    answer({ bookings: [third], total: 1 })
    await shown

    expect(board().pending.bookings.map((booking) => booking.id)).toEqual([28])
    expect(board().completed.bookings.map((booking) => booking.id)).toEqual([30])
    expect(board().paid).toBe(paid)
  })

  it('loads again, after a change, as many pages of each column as the board holds', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(boardQueryKey, {
      ...boardOf(),
      pending: { bookings: [first], total: 90, pages: 3, older: false },
      completed: { bookings: [], total: 0, pages: 1, older: true },
    })
    vi.mocked(getBookings).mockResolvedValue({ bookings: [], total: 90 })

    await queryClient.fetchQuery({ ...boardQueryOptions(), staleTime: 0 })

    const pages = (status: string) =>
      vi
        .mocked(getBookings)
        .mock.calls.filter(([params]) => params.status === status)
        .map(([params]) => params.page)
    expect(pages('pending')).toEqual([1, 2, 3])
    expect(pages('in-progress')).toEqual([1])
    expect(askedFor().completed).not.toHaveProperty('updatedSince')
    expect(board(queryClient).pending.pages).toBe(3)
  })
})

const board = (queryClient: QueryClient) => queryClient.getQueryData<BoardColumns>(boardQueryKey)!
