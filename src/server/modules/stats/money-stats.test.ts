import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import { centsToDecimal } from '../../../shared/format.ts'
import { PAYMENT_METHODS } from '../../../shared/payment.schema.ts'
import { BOOKING_TREND_WEEKS, type Stats } from '../../../shared/stats.schema.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, editForm, type AdminBookings } from '../bookings/admin-test-support.ts'
import { recentWeeks } from '../../../shared/calendar.ts'

/**
 * The money Reports count (issue 42 point 6, docs/decisions.md "Stats") against a sum from scratch over the rows,
 * to the cent, after a seeded random sequence of bookings, measurements, payments, voids, status changes, edits
 * and archiving, seen at a fixed instant (the clock is faked, so the weeks and "not in the future" hold still).
 * New York's weeks start on the hour, Kathmandu's (UTC+5:45) on a quarter hour: both kinds of counter edge.
 */
const NOW = Date.parse('2025-03-12T15:00:00.000Z')
const DAY = 86_400_000
const SLOW = 180_000

const count = fc.integer({ min: 0, max: 3 })
const order = fc.record({
  bladesOver9Inches: count,
  blades7To9Inches: count,
  blades4To6Inches: count,
  bladesUnder4Inches: fc.integer({ min: 1, max: 3 }),
  nickRepairQuantity: fc.integer({ min: 0, max: 1 }),
  strappingQuantity: fc.integer({ min: 0, max: 1 }),
})
const pick = fc.nat()
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), pickup: fc.boolean(), order }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('measure' as const), pick, order }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick,
      // A share of the balance, in thousandths; 1000 or more pays it all.
      share: fc.integer({ min: 1, max: 1200 }),
      tipCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 })),
      method: fc.constantFrom(...PAYMENT_METHODS),
      // Up to 100 days back: some before the twelve weeks the chart shows.
      ago: fc.integer({ min: 0, max: 100 * DAY }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), pick, payment: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      pick,
      status: fc.constantFrom(...BOOKING_STATUSES),
    }),
  },
  // An edit of a measured order reprices it: it may leave the order overpaid.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick, order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('archive' as const), pick }) },
)
const ONE_KNIFE = {
  bladesOver9Inches: 1,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 1,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
}
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

/** The figures computed here from the bookings and payments as stored, without the counters. */
async function fromScratch(t: TestApp, timeZone: string) {
  const db = t.app.db
  const [bookings, payments] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['id', 'status', 'final_price_cents', 'estimated_price_cents'])
      .execute(),
    db.selectFrom('payments').selectAll().execute(),
  ])
  const live = payments.filter((payment) => payment.voided_at === null)
  const sum = (rows: typeof live, pickCents = (row: (typeof live)[number]) => row.amount_cents) =>
    rows.reduce((total, row) => total + pickCents(row), 0)
  const outstanding = bookings
    .filter((booking) => booking.status !== 'cancelled')
    .reduce((total, booking) => {
      const price = booking.final_price_cents ?? booking.estimated_price_cents
      const paid = sum(live.filter((payment) => payment.booking_id === booking.id))
      return total + Math.max(0, price - paid)
    }, 0)
  return {
    collected: centsToDecimal(sum(live)),
    tips: centsToDecimal(sum(live, (row) => row.tip_cents)),
    outstanding: centsToDecimal(outstanding),
    collectedByMethod: PAYMENT_METHODS.map((method) => ({
      method,
      amount: centsToDecimal(sum(live.filter((payment) => payment.method === method))),
    })),
    collectedByWeek: recentWeeks(NOW, BOOKING_TREND_WEEKS, timeZone).map((week) => ({
      weekStart: week.weekStart,
      amount: centsToDecimal(
        sum(live.filter((payment) => payment.received_at >= week.from && payment.received_at < week.to)),
      ),
    })),
  }
}

describe.each(['America/New_York', 'Asia/Kathmandu'])('the money in GET /api/stats, in %s', (timeZone) => {
  let t: TestApp
  let cookie: string
  let admin: AdminBookings
  const ids: number[] = []
  const done = { payments: 0, voids: 0, refused: 0 }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', BUSINESS_TIMEZONE: timeZone } })
    cookie = await t.login()
    admin = adminBookings(t, cookie)
  })
  afterAll(async () => {
    await t.close()
    vi.useRealTimers()
  })

  const getStats = async () => {
    const response = await t.request({ method: 'GET', url: '/api/stats', cookie })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Stats
  }
  const money = (stats: Stats) => ({
    collected: stats.collected,
    tips: stats.tips,
    outstanding: stats.outstanding,
    collectedByMethod: stats.collectedByMethod,
    collectedByWeek: stats.collectedByWeek,
  })

  async function apply(step: Step) {
    if (step.kind === 'create') {
      const booking = await createBooking(t, step.pickup ? pickupBooking : step.order)
      ids.push(booking.id)
      return
    }
    if (ids.length === 0) return
    const id = ids[step.pick % ids.length]!
    if (step.kind === 'measure') {
      // Refused (409) on a cancelled order: a refusal changes nothing, which the sums check too.
      await admin.pickedUp(id, step.order)
    } else if (step.kind === 'pay') {
      const balance = Math.round(Number((await admin.get(id)).json().balanceDue) * 100)
      const cents = Math.max(1, Math.min(balance, Math.ceil((balance * step.share) / 1000)))
      const answer = await admin.pay(id, {
        amount: centsToDecimal(cents),
        tip: centsToDecimal(step.tipCents),
        method: step.method,
        receivedAt: new Date(NOW - step.ago).toISOString(),
      })
      if (answer.statusCode === 201) done.payments++
      else done.refused++
    } else if (step.kind === 'void') {
      const list = (await t.request({ method: 'GET', url: `/api/bookings/${id}/payments`, cookie })).json()
      const payment = list.payments[step.payment % Math.max(1, list.payments.length)]
      if (payment && (await admin.voidPayment(id, payment.id)).statusCode === 200) done.voids++
    } else if (step.kind === 'status') {
      await admin.status(id, { status: step.status })
    } else if (step.kind === 'edit') {
      const booking = (await admin.get(id)).json()
      await admin.update(id, editForm(booking, step.order))
    } else {
      await admin.archive(id)
    }
  }

  it(
    'equals the sums of the stored payments and balances, to the cent, after random payments and voids',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
          for (const one of steps) await apply(one)
          expect(money(await getStats())).toEqual(await fromScratch(t, timeZone))
        }),
        { seed: 42, numRuns: 12 },
      )
      // The sequences did pay, void and get refused, and the money shows: a sum of nothing proves nothing.
      expect(done.payments).toBeGreaterThan(10)
      expect(done.voids).toBeGreaterThan(2)
      expect(done.refused).toBeGreaterThan(0)
      const stats = await getStats()
      expect(Number(stats.collected)).toBeGreaterThan(0)
      expect(Number(stats.tips)).toBeGreaterThan(0)
      expect(Number(stats.outstanding)).toBeGreaterThan(0)
      expect(stats.collectedByWeek.some((week) => Number(week.amount) > 0)).toBe(true)
    },
    SLOW,
  )

  it(
    'counts the payments and balances there before migration 0037 when it runs',
    async () => {
      const before = money(await getStats())
      expect(Number(before.collected)).toBeGreaterThan(0)
      const migration = remigrate(t, '0037-payment-stats')
      await migration.downToJustBefore()
      await migration.upToLatest()
      expect(money(await getStats())).toEqual(before)
      // And the triggers it makes again keep counting.
      await apply({ kind: 'create', pickup: false, order: ONE_KNIFE })
      await apply({ kind: 'pay', pick: ids.length - 1, share: 500, tipCents: 100, method: 'zelle', ago: 0 })
      expect(money(await getStats())).toEqual(await fromScratch(t, timeZone))
    },
    SLOW,
  )
})
