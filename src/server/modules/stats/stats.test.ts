import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Stats } from '../../../shared/stats.schema.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking } from '../bookings/admin-test-support.ts'
import { setBookingCreatedAt } from '../bookings/admin-test-support.ts'
import { NOTHING_ORDERED } from '../customers/customers-test-support.ts'

/**
 * Nine bookings around the turn of February and March 2025 in New York (the default business timezone), seen on
 * Wednesday 12 March 2025. Prices: $9, $8, $6, $4 a knife by blade size, $1 a nick repair, $3 a stropping, $6.75
 * a knife measured on pickup.
 *
 *   #  made (New York)          month    week of   status               order                       price
 *   0  Fri 20 Dec 2024 10:00    Dec      16 Dec    completed            1 knife over 9"             $9.00
 *   1  Fri 31 Jan 23:30         January  27 Jan    completed            1 knife over 9"             $9.00
 *   2  Sat  1 Feb 00:00         February 27 Jan    completed            2 knives 7-9"               $16.00
 *   3  Sat 15 Feb 12:00         February 10 Feb    cancelled            1 knife 4-6"                $6.00
 *   4  Fri 28 Feb 23:30         February 24 Feb    pending              1 knife under 4"            $4.00
 *   5  Sat  1 Mar 00:00         March    24 Feb    paid                 pickup, 2 knives            $13.50
 *   6  Sun  9 Mar 23:30 (EDT)   March    3 Mar     completed, archived  2 under 4" + 1 nick repair  $9.00
 *   7  Tue 11 Mar 11:00         March    10 Mar    cancelled            pickup, 3 knives            $20.25
 *   8  Wed 12 Mar 10:00         March    10 Mar    pending              1 knife 4-6" + 1 stropping  $9.00
 *
 * All time: 9 bookings; revenue 9 + 9 + 16 + 13.50 + 9 = $56.50 → 56; pending 2 (#4, #8);
 *   completion (5 completed or paid) / (9 − 2 cancelled) = 71.4% → 71.
 * March: 4 bookings (#5-#8); revenue 13.50 + 9 = $22.50 → 22; pending 1; completion 2 / 3 = 66.7% → 67.
 * February: 3 bookings (#2-#4; #1 is January in New York though February in UTC); revenue $16; pending 1;
 *   completion 1 / 2 = 50%.
 * Changes: bookings 4 vs 3 → +33%; revenue 22 vs 16 → +37.5% → +38; pending 1 vs 1 → 0; completion 67 − 50 = +17.
 * Weeks from 23 Dec 2024 to 10 Mar 2025: #1 #2 in 27 Jan, #3 in 10 Feb, #4 #5 in 24 Feb, #6 in 3 Mar, #7 #8 in
 *   10 Mar; #0 is older than twelve weeks.
 * Services, cancelled #3 and #7 left out: over 9" 1 + 1 = 2; 7-9" 2; 4-6" 1; under 4" 1 + 2 = 3; not yet
 *   measured 2 (#5); nick repair 1; stropping 1.
 */
const NOW = '2025-03-12T15:00:00.000Z'
const FIXTURES = [
  { at: '2024-12-20T15:00:00Z', status: 'completed', order: { bladesOver9Inches: 1 } },
  { at: '2025-02-01T04:30:00Z', status: 'completed', order: { bladesOver9Inches: 1 } },
  { at: '2025-02-01T05:00:00Z', status: 'completed', order: { blades7To9Inches: 2 } },
  { at: '2025-02-15T17:00:00Z', status: 'cancelled', order: { blades4To6Inches: 1 } },
  { at: '2025-03-01T04:30:00Z', status: 'pending', order: { bladesUnder4Inches: 1 } },
  { at: '2025-03-01T05:00:00Z', status: 'paid', order: { measurementType: 'pickup', knifeCount: 2 } },
  {
    at: '2025-03-10T03:30:00Z',
    status: 'completed',
    archive: true,
    order: { bladesUnder4Inches: 2, nickRepairQuantity: 1 },
  },
  { at: '2025-03-11T15:00:00Z', status: 'cancelled', order: { measurementType: 'pickup', knifeCount: 3 } },
  { at: '2025-03-12T14:00:00Z', status: 'pending', order: { blades4To6Inches: 1, strappingQuantity: 1 } },
] as const

let t: TestApp
let cookie: string
let bookingIds: number[]

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(NOW))
  t = await createTestApp({
    env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', BUSINESS_TIMEZONE: 'America/New_York' },
  })
  cookie = await t.login()
  const admin = adminBookings(t, cookie)
  bookingIds = []
  for (const [index, fixture] of FIXTURES.entries()) {
    const pickup = 'measurementType' in fixture.order
    const booking = await createBooking(t, {
      ...NOTHING_ORDERED,
      ...(pickup ? { ...pickupBooking, ...NOTHING_ORDERED } : {}),
      ...(pickup
        ? { specialRequirements: `MEASURE ON PICKUP - ${fixture.order.knifeCount} knives total.` }
        : {}),
      ...fixture.order,
      customerName: `Customer ${index}`,
      customerEmail: `customer${index}@example.com`,
    })
    if (fixture.status !== 'pending') await admin.status(booking.id, { status: fixture.status })
    if ('archive' in fixture) await admin.archive(booking.id)
    await setBookingCreatedAt(t.app.db, booking.id, fixture.at)
    bookingIds.push(booking.id)
  }
}, 60_000)
afterAll(async () => {
  await t.close()
  vi.useRealTimers()
})

const getStats = async () => {
  const response = await t.request({ method: 'GET', url: '/api/stats', cookie })
  expect(response.statusCode).toBe(200)
  return response.json() as Stats
}

describe('GET /api/stats', () => {
  it('answers the four figures over every booking, archived ones included', async () => {
    const stats = await getStats()
    expect(stats).toMatchObject({
      totalBookings: 9,
      revenue: 56,
      pendingOrders: 2,
      completionRate: 71,
      timeZone: 'America/New_York',
    })
  })

  it('compares this calendar month with the last in the business timezone', async () => {
    expect((await getStats()).trends).toEqual({
      totalBookings: { thisMonth: 4, lastMonth: 3, change: 33 },
      revenue: { thisMonth: 22, lastMonth: 16, change: 38 },
      pendingOrders: { thisMonth: 1, lastMonth: 1, change: 0 },
      completionRate: { thisMonth: 67, lastMonth: 50, change: 17 },
    })
  })

  it('counts bookings per Monday-to-Sunday week for 12 weeks, oldest first, empty weeks included', async () => {
    expect((await getStats()).weeklyBookings).toEqual(
      [
        ['2024-12-23', 0],
        ['2024-12-30', 0],
        ['2025-01-06', 0],
        ['2025-01-13', 0],
        ['2025-01-20', 0],
        ['2025-01-27', 2],
        ['2025-02-03', 0],
        ['2025-02-10', 1],
        ['2025-02-17', 0],
        ['2025-02-24', 2],
        ['2025-03-03', 1],
        ['2025-03-10', 2],
      ].map(([weekStart, bookings]) => ({ weekStart, bookings })),
    )
  })

  it('adds up knives per blade size and add-ons over the bookings not cancelled', async () => {
    expect((await getStats()).services).toEqual({
      bladesOver9Inches: 2,
      blades7To9Inches: 2,
      blades4To6Inches: 1,
      bladesUnder4Inches: 3,
      notYetMeasured: 2,
      nickRepair: 1,
      strapping: 1,
    })
  })

  it('lists the 10 latest booking events, newest first, the id breaking ties, with the customer', async () => {
    // Every event was written at the same (frozen) instant, so the ids order them; one moved later goes first.
    const events = await t.app.db
      .selectFrom('booking_events')
      .select(['id', 'booking_id', 'kind', 'to_status'])
      .orderBy('id', 'desc')
      .execute()
    const first = events.at(-1)!
    await t.app.db
      .updateTable('booking_events')
      .set({ at: Date.parse(NOW) + 1000 })
      .where('id', '=', first.id)
      .execute()
    const activity = (await getStats()).recentActivity
    expect(activity.map((item) => item.id)).toEqual([
      first.id,
      ...events.slice(0, 9).map((event) => event.id),
    ])
    expect(activity[0]).toEqual({
      id: first.id,
      at: new Date(Date.parse(NOW) + 1000).toISOString(),
      kind: 'created',
      fromStatus: null,
      toStatus: 'pending',
      notes: null,
      bookingId: bookingIds[0],
      customerName: 'Customer 0',
    })
    // The fixtures' last writes: #8 made (it stays pending), after #7 was made and cancelled.
    expect(activity.slice(1, 3)).toEqual([
      expect.objectContaining({ bookingId: bookingIds[8], kind: 'created', customerName: 'Customer 8' }),
      expect.objectContaining({
        bookingId: bookingIds[7],
        kind: 'status',
        fromStatus: 'pending',
        toStatus: 'cancelled',
        customerName: 'Customer 7',
      }),
    ])
  })

  it('answers 401 when signed out', async () => {
    const response = await t.request({ method: 'GET', url: '/api/stats' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
  })
})
