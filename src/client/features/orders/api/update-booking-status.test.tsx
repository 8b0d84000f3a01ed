// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '@/lib/query-client'

import { makeBooking } from '@/test/make-booking'
import { boardOf } from '../test-support'
import type { BoardColumns } from '../lib/board-columns'
import { boardQueryKey } from './get-board'
import { bookingListQueryKey } from './get-bookings'
import { useUpdateBookingStatus } from './update-booking-status'

const pending = makeBooking({ id: 7, status: 'pending' })
const listKey = bookingListQueryKey({ page: 1, limit: 10, includeArchived: 'false' })

/** A server that answers the PATCH when the test says so. */
function serverAnswering() {
  let answer: (response: Response) => void = () => {}
  const fetch = vi.fn((_url: string, init?: RequestInit) =>
    init?.method === 'PATCH'
      ? new Promise<Response>((resolve) => (answer = resolve))
      : // The refetches after the change: never answered, so the test sees only the optimistic cache.
        new Promise<Response>(() => {}),
  )
  vi.stubGlobal('fetch', fetch)
  return { fetch, answer: (response: Response) => answer(response) }
}

function setUp() {
  const queryClient = createQueryClient()
  queryClient.setQueryData(boardQueryKey, boardOf(pending))
  queryClient.setQueryData(listKey, { bookings: [pending], total: 1 })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useUpdateBookingStatus(), { wrapper })
  const board = () => queryClient.getQueryData<BoardColumns>(boardQueryKey)!
  const listStatus = () =>
    queryClient.getQueryData<{ bookings: { status: string }[] }>(listKey)!.bookings[0]!.status
  return { result, board, listStatus }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useUpdateBookingStatus', () => {
  it('moves the card and the row before the server answers, and sends the change', async () => {
    const server = serverAnswering()
    const { result, board, listStatus } = setUp()

    act(() => result.current.mutate({ id: 7, status: 'completed', notes: 'Sharpened', notifyCustomer: true }))

    await waitFor(() => expect(board().completed.bookings.map((booking) => booking.id)).toEqual([7]))
    expect(board().pending).toEqual({ bookings: [], total: 0 })
    expect(listStatus()).toBe('completed')
    const [url, init] = server.fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!
    expect(url).toBe('/api/bookings/7/status')
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'completed',
      notes: 'Sharpened',
      notifyCustomer: true,
    })

    server.answer(
      Response.json({ booking: { ...pending, status: 'completed' }, emailSent: true, emailError: null }),
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(board().completed.bookings.map((booking) => booking.id)).toEqual([7])
  })

  it('puts the card back where it was when the server refuses', async () => {
    const server = serverAnswering()
    const { result, board, listStatus } = setUp()

    act(() => result.current.mutate({ id: 7, status: 'paid' }))
    await waitFor(() => expect(board().paid.total).toBe(1))

    server.answer(Response.json({ error: 'Booking not found', code: 'NOT_FOUND' }, { status: 404 }))

    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(board().pending.bookings.map((booking) => booking.id)).toEqual([7])
    expect(board().paid).toEqual({ bookings: [], total: 0 })
    expect(listStatus()).toBe('pending')
  })
})
