import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from '../bookings/admin-test-support.ts'
import { up as countWhatIsThere } from '../../db/migrations/0016-customer-stats.ts'
import { customerSummary } from './customer-summary.repository.ts'
import { customerSummaryFromBookings } from './customers-directory.repository.ts'
import { adminCustomers } from './customers-test-support.ts'

/**
 * The Customer Management cards read from counters (migrations 0014 and 0016) against the full computation from
 * the customers and bookings, after random sequences of writes: bookings by new and returning customers, status
 * changes, and writes no route makes today (moving a booking to another customer, deleting a booking or a
 * customer) that a later path might.
 */
let t: TestApp
let admin: AdminBookings
const bookingIds: number[] = []

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

/** A handful of e-mails, so that customers come back and become repeat customers. */
const person = fc.integer({ min: 0, max: 5 })
const pick = fc.nat()
const write = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), person }),
  fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom(...BOOKING_STATUSES) }),
  fc.record({ kind: fc.constant('move' as const), pick, to: pick }),
  fc.record({ kind: fc.constant('delete booking' as const), pick }),
  fc.record({ kind: fc.constant('delete customer' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

let round = 0

async function apply(step: Write) {
  const db = t.app.db
  if (step.kind === 'book') {
    const booking = await createBooking(t, { customerEmail: `person${step.person}.${round}@example.com` })
    bookingIds.push(booking.id)
    return
  }
  if (step.kind === 'delete customer') {
    // Only a customer without bookings can go (a booking always has its customer).
    const lonely = await db
      .selectFrom('customers')
      .select('id')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bookings')
              .select('bookings.id')
              .whereRef('bookings.customer_id', '=', 'customers.id'),
          ),
        ),
      )
      .execute()
    const customer = lonely[step.pick % Math.max(1, lonely.length)]
    if (customer) await db.deleteFrom('customers').where('id', '=', customer.id).execute()
    return
  }
  if (bookingIds.length === 0) return
  const index = step.pick % bookingIds.length
  const id = bookingIds[index]!
  if (step.kind === 'status') expect((await admin.status(id, { status: step.status })).statusCode).toBe(200)
  if (step.kind === 'move') {
    const customers = await db.selectFrom('customers').select('id').orderBy('id').execute()
    const to = customers[step.to % customers.length]!
    await db.updateTable('bookings').set({ customer_id: to.id }).where('id', '=', id).execute()
  }
  if (step.kind === 'delete booking') {
    await db.deleteFrom('bookings').where('id', '=', id).execute()
    bookingIds.splice(index, 1)
  }
}

/** Many requests each on a machine others share: the default 5 s is too short on a busy PostgreSQL. */
const SLOW = 120_000

describe('the Customer Management cards', () => {
  it(
    'equal the figures computed from every customer and booking after any sequence of writes',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 15 }), async (writes) => {
          round++
          for (const step of writes) await apply(step)
          expect(await customerSummary(t.app.db)).toEqual(await customerSummaryFromBookings(t.app.db))
        }),
        { numRuns: 25 },
      )
      // A returning customer and a completed order, whatever the runs left; the route answers the counters.
      await createBooking(t, { customerEmail: 'paid@example.com' })
      const paid = await createBooking(t, { customerEmail: 'paid@example.com' })
      expect((await admin.status(paid.id, { status: 'completed' })).statusCode).toBe(200)
      expect(await customerSummary(t.app.db)).toEqual(await customerSummaryFromBookings(t.app.db))
      const summary = await customerSummary(t.app.db)
      expect(summary.repeatCustomers).toBeGreaterThan(0)
      expect(summary.totalRevenue).not.toBe('0.00')
      const cookie = await t.login()
      expect((await adminCustomers(t, cookie).summary()).json()).toEqual(summary)
    },
    SLOW,
  )

  it(
    'count the customers and bookings there before the migration when it runs',
    async () => {
      await createBooking(t, { customerEmail: 'before@example.com' })
      await createBooking(t, { customerEmail: 'before@example.com' })
      const before = await customerSummary(t.app.db)
      expect(before.repeatCustomers).toBeGreaterThan(0)
      await t.app.db.updateTable('customer_stats').set({ customers: 0, repeat_customers: 0 }).execute()
      expect((await customerSummary(t.app.db)).totalCustomers).toBe(0)
      await countWhatIsThere(t.app.db)
      expect(await customerSummary(t.app.db)).toEqual(before)
    },
    SLOW,
  )
})
