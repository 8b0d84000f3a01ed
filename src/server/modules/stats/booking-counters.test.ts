import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import { detailedBooking, pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { mailSettled } from '../outgoing-mail/outbox-test-support.ts'
import {
  adminBookings,
  createBooking,
  setBookingCreatedAt,
  type AdminBookings,
} from '../bookings/admin-test-support.ts'
import { up as countDaysAndQuarters } from '../../db/migrations/0014-stats-counters.ts'
import { up as countAllTime } from '../../db/migrations/0017-stats-all-time.ts'
import * as rowUpserts from '../../db/migrations/0023-stats-row-upserts.ts'
import { countedTotalsIn } from './booking-counters.repository.ts'
import type { StatusTotal } from './stats-figures.ts'
import { COUNTED, FROM_SCRATCH, reportStats } from './stats.routes.ts'
import { totalsByStatus } from './stats.repository.ts'

/**
 * The Reports counters (migrations 0014 and 0017) against the full computation from the bookings, after random sequences
 * of every kind of write: the public form, the admin's status change and edit, archiving, and writes no route
 * makes today (moving a booking in time, deleting it) that a later path might.
 */
let t: TestApp
let admin: AdminBookings
const ids: number[] = []

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

const FROM = Date.parse('2024-09-01T00:00:00Z')
const TO = Date.parse('2025-04-01T00:00:00Z')
const instant = fc.integer({ min: FROM, max: TO })
const status = fc.constantFrom(...BOOKING_STATUSES)
const count = fc.integer({ min: 0, max: 3 })
const order = fc.record({ over9: count, from7: count, from4: count, under4: fc.integer({ min: 1, max: 3 }) })
const pick = fc.nat()

const write = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), pickup: fc.boolean(), order, at: instant }),
  fc.record({ kind: fc.constant('status' as const), pick, status }),
  fc.record({ kind: fc.constant('edit' as const), pick, order, status }),
  fc.record({ kind: fc.constant('archive' as const), pick }),
  fc.record({ kind: fc.constant('move' as const), pick, at: instant }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

const quantities = (o: { over9: number; from7: number; from4: number; under4: number }) => ({
  bladesOver9Inches: o.over9,
  blades7To9Inches: o.from7,
  blades4To6Inches: o.from4,
  bladesUnder4Inches: o.under4,
  nickRepairQuantity: 1,
  strappingQuantity: 0,
})

async function apply(step: Write) {
  if (step.kind === 'create') {
    const booking = await createBooking(t, step.pickup ? pickupBooking : quantities(step.order))
    // Dated as if made then: the API stamps the moment of the request.
    await setBookingCreatedAt(t.app.db, booking.id, step.at)
    ids.push(booking.id)
    return
  }
  if (ids.length === 0) return
  const index = step.pick % ids.length
  const id = ids[index]!
  if (step.kind === 'status') expect((await admin.status(id, { status: step.status })).statusCode).toBe(200)
  if (step.kind === 'edit') {
    const {
      measurementType: _m,
      knifeCount: _k,
      ...form
    } = detailedBooking as typeof detailedBooking & {
      measurementType?: string
      knifeCount?: number
    }
    const answer = await admin.update(id, { ...form, ...quantities(step.order), status: step.status })
    expect(answer.statusCode, answer.body).toBe(200)
  }
  if (step.kind === 'archive') await admin.archive(id)
  if (step.kind === 'move') await setBookingCreatedAt(t.app.db, id, step.at)
  if (step.kind === 'delete') {
    await t.app.db.deleteFrom('bookings').where('id', '=', id).execute()
    ids.splice(index, 1)
  }
}

const byStatus = (totals: StatusTotal[]) =>
  totals.filter((total) => total.bookings !== 0).sort((a, b) => a.status.localeCompare(b.status))

const TIMEZONES = [
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Sydney',
  'Pacific/Chatham',
]

/** Many requests each on a machine others share: the default 5 s is too short on a busy PostgreSQL. */
const SLOW = 120_000

describe('the Reports counters', () => {
  it(
    'equal the figures computed from every booking after any sequence of writes, in any timezone',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(write, { minLength: 1, maxLength: 12 }),
          instant,
          fc.constantFrom(...TIMEZONES),
          async (writes, now, timeZone) => {
            for (const step of writes) await apply(step)
            // The writes' e-mails (a paid order's review request) are sent in the background, each noted in the
            // recent activity: one sent between the two reads below differed them.
            await mailSettled(t.app.db)
            expect(await reportStats(t.app.db, timeZone, now, COUNTED)).toEqual(
              await reportStats(t.app.db, timeZone, now, FROM_SCRATCH),
            )
          },
        ),
        { numRuns: 25 },
      )
      // The runs did write what the Reports show.
      expect((await reportStats(t.app.db, 'UTC', TO, COUNTED)).totalBookings).toBe(ids.length)
    },
    SLOW,
  )

  it(
    'equal the bookings of any range, to the millisecond, though it starts and ends off the quarter hour',
    async () => {
      await fc.assert(
        fc.asyncProperty(instant, fc.integer({ min: 0, max: 120 * 86_400_000 }), async (from, length) => {
          const range = { from, to: from + length }
          const [counted] = await countedTotalsIn(t.app.db, [range])
          expect(byStatus(counted!)).toEqual(byStatus(await totalsByStatus(t.app.db, range)))
        }),
        { numRuns: 40 },
      )
    },
    SLOW,
  )

  it(
    'count the bookings made before the migrations when they run',
    async () => {
      await apply({
        kind: 'create',
        pickup: true,
        order: { over9: 0, from7: 0, from4: 0, under4: 1 },
        at: TO - 1,
      })
      await apply({
        kind: 'create',
        pickup: false,
        order: { over9: 1, from7: 2, from4: 0, under4: 1 },
        at: FROM,
      })
      const before = await reportStats(t.app.db, 'America/New_York', TO, COUNTED)
      expect(before.totalBookings).toBeGreaterThanOrEqual(2)
      await t.app.db.deleteFrom('booking_stats_days').execute()
      await t.app.db.deleteFrom('booking_stats_quarters').execute()
      await t.app.db.deleteFrom('booking_stats_all_time').execute()
      expect((await reportStats(t.app.db, 'America/New_York', TO, COUNTED)).totalBookings).toBe(0)
      // In their order, as a server with these bookings runs them; the second counts from the first's counters.
      await countDaysAndQuarters(t.app.db)
      await countAllTime(t.app.db)
      await rowUpserts.up(t.app.db)
      expect(await reportStats(t.app.db, 'America/New_York', TO, COUNTED)).toEqual(before)
    },
    SLOW,
  )

  it(
    "keep counting with migration 0023's trigger undone and done again",
    async () => {
      const steps: Write[] = [
        { kind: 'create', pickup: true, order: { over9: 0, from7: 0, from4: 0, under4: 1 }, at: FROM + 1 },
        { kind: 'create', pickup: false, order: { over9: 2, from7: 0, from4: 1, under4: 1 }, at: TO - 1 },
        { kind: 'status', pick: 0, status: 'paid' },
        { kind: 'delete', pick: 0 },
      ]
      for (const migrate of [rowUpserts.down, rowUpserts.up]) {
        await migrate(t.app.db)
        for (const step of steps) await apply(step)
        expect(await reportStats(t.app.db, 'UTC', TO, COUNTED)).toEqual(
          await reportStats(t.app.db, 'UTC', TO, FROM_SCRATCH),
        )
      }
    },
    SLOW,
  )
})
