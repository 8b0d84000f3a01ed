import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { BookingListResponse } from '@shared/booking-admin.schema.ts'
import { getBoardColumns, INITIAL_BOARD_VIEW } from './get-board'
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
