import { describe, expect, it } from 'vitest'

import { makeBooking } from '@/test/make-booking'
import { boardOf } from '../test-support'
import { findOnBoard, moveOnBoard, withBookingStatus } from './board-columns'

const older = makeBooking({ id: 1, createdAt: '2025-01-01T10:00:00.000Z', status: 'completed' })
const moving = makeBooking({ id: 2, createdAt: '2025-01-03T10:00:00.000Z', status: 'pending' })
const newer = makeBooking({ id: 3, createdAt: '2025-01-05T10:00:00.000Z', status: 'completed' })

describe('moveOnBoard', () => {
  it('takes the card out of its column and into the new one in date order, with both counts', () => {
    const board = { ...boardOf(older, moving, newer), completed: { bookings: [newer, older], total: 40 } }
    const moved = moveOnBoard(board, 2, 'completed')

    expect(moved.pending).toEqual({ bookings: [], total: 0 })
    expect(moved.completed.total).toBe(41)
    expect(moved.completed.bookings.map((booking) => [booking.id, booking.status])).toEqual([
      [3, 'completed'],
      [2, 'completed'],
      [1, 'completed'],
    ])
    expect(findOnBoard(moved, 2)?.status).toBe('completed')
    // The cache's old board is left as it was, so a failed change can go back to it.
    expect(board.pending.bookings).toEqual([moving])
  })

  it('changes nothing for a card already there or not on the board', () => {
    const board = boardOf(moving)
    expect(moveOnBoard(board, 2, 'pending')).toBe(board)
    expect(moveOnBoard(board, 99, 'paid')).toBe(board)
  })
})

describe('withBookingStatus', () => {
  it('changes only that row of the page', () => {
    const page = { bookings: [older, moving], total: 12 }
    expect(withBookingStatus(page, 2, 'paid')).toEqual({
      bookings: [older, { ...moving, status: 'paid' }],
      total: 12,
    })
    expect(withBookingStatus(page, 99, 'paid')).toBe(page)
  })
})
