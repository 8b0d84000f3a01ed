import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, setBookingPickup, type AdminBookings } from './admin-test-support.ts'

/**
 * All Orders sorted by pickup time (issue 41 point 8): earliest or latest first, orders with no time yet last
 * both ways, the order number breaking ties in the sort's direction so pages neither overlap nor skip.
 */
let t: TestApp
let admin: AdminBookings
/** Oldest first; the pickup each was given, null for none. */
let ids: number[]

const PICKUPS = [
  null,
  '2026-12-03T14:00:00Z',
  '2026-12-01T14:00:00Z',
  null,
  '2026-12-03T14:00:00Z',
  '2026-12-02T18:00:00Z',
  null,
  '2026-12-01T14:00:00Z',
] as const

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
  ids = []
  for (const [n, pickup] of PICKUPS.entries()) {
    const booking = await createBooking(t, { customerEmail: `pickup-sort${n}@example.com` })
    await setBookingPickup(t.app.db, booking.id, pickup)
    ids.push(booking.id)
  }
  // An archived order with the earliest time of all stays out of All Orders.
  const archived = await createBooking(t, { customerEmail: 'pickup-sort-archived@example.com' })
  await setBookingPickup(t.app.db, archived.id, '2026-11-30T14:00:00Z')
  await admin.status(archived.id, { status: 'completed' })
  await admin.archive(archived.id)
}, 60_000)
afterAll(() => t.close())

const listed = async (params: Record<string, string | number>) => {
  const response = await admin.list({ sort: 'pickupStart', limit: 100, ...params })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { bookings: Booking[] }).bookings
}
const byIndex = (indexes: number[]) => indexes.map((index) => ids[index])

describe('GET /api/bookings?sort=pickupStart', () => {
  it('lists the earliest pickup first, ties by order number, and the orders with no time last', async () => {
    const bookings = await listed({ order: 'asc' })
    expect(bookings.map((booking) => booking.id)).toEqual(byIndex([2, 7, 5, 1, 4, 0, 3, 6]))
    expect(bookings[0]).toMatchObject({ pickupStart: '2026-12-01T14:00:00.000Z' })
    expect(bookings.at(-1)).toMatchObject({ pickupStart: null, pickupEnd: null })
  })

  it('sorts ascending when no order is given', async () => {
    expect((await listed({})).map((booking) => booking.id)).toEqual(byIndex([2, 7, 5, 1, 4, 0, 3, 6]))
  })

  it('lists the latest pickup first going down, ties by order number going down, and still no time last', async () => {
    const bookings = await listed({ order: 'desc' })
    expect(bookings.map((booking) => booking.id)).toEqual(byIndex([4, 1, 5, 7, 2, 6, 3, 0]))
  })

  it('pages through the same order without overlap or gap', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const whole = (await listed({ order })).map((booking) => booking.id)
      const pages = []
      for (let page = 1; page <= 3; page++)
        pages.push(...(await listed({ order, limit: 3, page })).map((booking) => booking.id))
      expect(pages, order).toEqual(whole)
    }
  })

  it('shows only archived orders in Archived Orders, sorted the same way', async () => {
    const bookings = await listed({ showOnlyArchived: 'true' })
    expect(bookings.map((booking) => booking.customerEmail)).toEqual(['pickup-sort-archived@example.com'])
  })

  it('refuses an unknown sort with the list of sorts, pickupStart among them', async () => {
    const response = await admin.list({ sort: 'pickup' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(response.json().error).toContain('pickupStart')
  })
})
