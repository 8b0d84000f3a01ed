import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import {
  adminBookings,
  createBooking,
  type AdminBookings,
} from '../../modules/bookings/admin-test-support.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, whileNothingIsDropped, type TestApp } from '../../test/test-app.ts'

const THIS_MIGRATION = '0022-pickup-slot-taken'

/**
 * The places taken per pickup window (migration 0022's triggers) against a count of the bookings, after random
 * sequences of every write that can move a place: a new booking, the admin's status change (in and out of
 * cancelled), and writes straight to the table that no route makes this way (a window set or cleared, a
 * deletion), which the triggers keep exact all the same.
 */
let t: TestApp
let admin: AdminBookings
const ids: number[] = []

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

const WINDOWS = [
  Date.parse('2031-03-03T09:00:00Z'),
  Date.parse('2031-03-03T13:00:00Z'),
  Date.parse('2031-03-04T09:00:00Z'),
]
const window = fc.option(fc.constantFrom(...WINDOWS), { nil: null })
const pick = fc.nat()

const write = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), window }),
  fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom(...BOOKING_STATUSES) }),
  fc.record({ kind: fc.constant('window' as const), pick, window }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

const setWindow = (id: number, start: number | null) =>
  t.app.db
    .updateTable('bookings')
    .set({ pickup_start: start, pickup_end: start === null ? null : start + 3 * 3_600_000 })
    .where('id', '=', id)
    .execute()

async function apply(step: Write) {
  if (step.kind === 'create') {
    const { id } = await createBooking(t)
    if (step.window !== null) await setWindow(id, step.window)
    ids.push(id)
    return
  }
  if (ids.length === 0) return
  const index = step.pick % ids.length
  const id = ids[index]!
  if (step.kind === 'status') expect((await admin.status(id, { status: step.status })).statusCode).toBe(200)
  if (step.kind === 'window') await setWindow(id, step.window)
  if (step.kind === 'delete') {
    await t.app.db.deleteFrom('booking_events').where('booking_id', '=', id).execute()
    await t.app.db.deleteFrom('order_access_tokens').where('booking_id', '=', id).execute()
    await t.app.db.deleteFrom('bookings').where('id', '=', id).execute()
    ids.splice(index, 1)
  }
}

/** Each window's places as the counters hold them and as the bookings count them, windows with none left out. */
async function placesBothWays() {
  const kept = await t.app.db
    .selectFrom('pickup_slot_locks')
    .select(['slot_start', 'taken'])
    .where('taken', '<>', 0)
    .orderBy('slot_start')
    .execute()
  const counted = await t.app.db
    .selectFrom('bookings')
    .select(['pickup_start', (eb) => eb.fn.countAll<number>().as('taken')])
    .where('pickup_start', 'is not', null)
    .where('status', '<>', 'cancelled')
    .groupBy('pickup_start')
    .orderBy('pickup_start')
    .execute()
  return {
    kept: kept.map((row) => [Number(row.slot_start), Number(row.taken)]),
    counted: counted.map((row) => [Number(row.pickup_start), Number(row.taken)]),
  }
}

describe(`migration ${THIS_MIGRATION}`, () => {
  it('gives a place back when its booking is cancelled, moved or deleted, and takes it again when restored', async () => {
    const [first, second, third] = WINDOWS as [number, number, number]
    const steps: Write[] = [
      { kind: 'create', window: first },
      { kind: 'create', window: second },
      { kind: 'create', window: second },
      { kind: 'create', window: third },
      { kind: 'status', pick: 1, status: 'cancelled' },
      { kind: 'window', pick: 2, window: third },
      { kind: 'window', pick: 0, window: null },
      { kind: 'delete', pick: 3 },
      { kind: 'status', pick: 1, status: 'in-progress' },
    ]
    for (const step of steps) {
      await apply(step)
      const { kept, counted } = await placesBothWays()
      expect(kept, JSON.stringify(step)).toEqual(counted)
    }
    expect(await placesBothWays()).toEqual({
      kept: [
        [second, 1],
        [third, 1],
      ],
      counted: [
        [second, 1],
        [third, 1],
      ],
    })
  })

  it('keeps every window’s places equal to its bookings not cancelled, whatever the writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const step of steps) await apply(step)
        const { kept, counted } = await placesBothWays()
        expect(kept).toEqual(counted)
      }),
      { numRuns: 12 },
    )
  })

  it('counts the places of the bookings made before it, and drops the count when undone', async () => {
    // Made by today's app (whose statements need today's columns), then the schema goes back to before the
    // migration, whose undoing drops the count: the migration has to find the booking again.
    const { id } = await createBooking(t)
    await setWindow(id, WINDOWS[0]!)
    ids.push(id)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    // This test's own schema on PostgreSQL: the other files' tables are listed too.
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    const tables = await whileNothingIsDropped(() => t.app.db.introspection.getTables())
    const locks = tables.find((table) => table.name === 'pickup_slot_locks' && table.schema === schema)
    expect(locks?.columns.map((column) => column.name)).toEqual(['slot_start'])
    await migrations.upToLatest()
    const { kept, counted } = await placesBothWays()
    expect(kept).toEqual(counted)
    expect(counted.find(([start]) => start === WINDOWS[0])?.[1]).toBeGreaterThan(0)
  })
})
