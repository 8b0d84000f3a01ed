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

const THIS_MIGRATION = '0033-return-time'

/**
 * The places taken per window count returns beside pickups (migration 0033's triggers): after random sequences of
 * every write that can move a place (a new booking, a status change in and out of cancelled, a pickup or a return
 * set, moved or cleared straight in the table, a deletion), each window's count equals its pickups and returns
 * not cancelled.
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
  Date.parse('2031-05-05T09:00:00Z'),
  Date.parse('2031-05-05T13:00:00Z'),
  Date.parse('2031-05-06T09:00:00Z'),
]
const window = fc.option(fc.constantFrom(...WINDOWS), { nil: null })
const pick = fc.nat()

const write = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), window }),
  fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom(...BOOKING_STATUSES) }),
  fc.record({ kind: fc.constant('pickup' as const), pick, window }),
  fc.record({ kind: fc.constant('return' as const), pick, window }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

const setWindow = (id: number, stop: 'pickup' | 'return', start: number | null) =>
  t.app.db
    .updateTable('bookings')
    .set(
      stop === 'pickup'
        ? { pickup_start: start, pickup_end: start === null ? null : start + 3 * 3_600_000 }
        : { return_start: start, return_end: start === null ? null : start + 3 * 3_600_000 },
    )
    .where('id', '=', id)
    .execute()

async function apply(step: Write) {
  if (step.kind === 'create') {
    const { id } = await createBooking(t)
    if (step.window !== null) await setWindow(id, 'return', step.window)
    ids.push(id)
    return
  }
  if (ids.length === 0) return
  const index = step.pick % ids.length
  const id = ids[index]!
  // Any status may follow any other; the owner confirms a window filled meanwhile (this test has no capacities).
  if (step.kind === 'status') {
    const changed = await admin.status(id, { status: step.status, allowOverCapacity: true })
    expect(changed.statusCode).toBe(200)
  }
  if (step.kind === 'pickup' || step.kind === 'return') await setWindow(id, step.kind, step.window)
  if (step.kind === 'delete') {
    await t.app.db.deleteFrom('booking_events').where('booking_id', '=', id).execute()
    await t.app.db.deleteFrom('order_access_tokens').where('booking_id', '=', id).execute()
    await t.app.db.deleteFrom('bookings').where('id', '=', id).execute()
    ids.splice(index, 1)
  }
}

/** Each window's places as the counters hold them and as the bookings' pickups and returns count them. */
async function placesBothWays() {
  const kept = await t.app.db
    .selectFrom('pickup_slot_locks')
    .select(['slot_start', 'taken'])
    .where('taken', '<>', 0)
    .orderBy('slot_start')
    .execute()
  const rows = await t.app.db
    .selectFrom('bookings')
    .select(['pickup_start', 'return_start'])
    .where('status', '<>', 'cancelled')
    .execute()
  const counted = new Map<number, number>()
  for (const start of rows.flatMap((row) => [row.pickup_start, row.return_start])) {
    if (start !== null) counted.set(Number(start), (counted.get(Number(start)) ?? 0) + 1)
  }
  return {
    kept: kept.map((row) => [Number(row.slot_start), Number(row.taken)]),
    counted: [...counted.entries()].sort(([a], [b]) => a - b),
  }
}

describe(`migration ${THIS_MIGRATION}`, () => {
  it('counts a return into its window, gives it back when cancelled, moved or deleted, and takes it again', async () => {
    const [first, second] = WINDOWS as [number, number]
    const steps: Write[] = [
      { kind: 'create', window: first },
      { kind: 'create', window: second },
      { kind: 'pickup', pick: 1, window: second },
      { kind: 'status', pick: 0, status: 'cancelled' },
      { kind: 'return', pick: 1, window: first },
      { kind: 'status', pick: 0, status: 'completed' },
      { kind: 'delete', pick: 1 },
    ]
    for (const step of steps) {
      await apply(step)
      const { kept, counted } = await placesBothWays()
      expect(kept, JSON.stringify(step)).toEqual(counted)
    }
    expect((await placesBothWays()).counted).toEqual([[first, 1]])
  })

  it('keeps every window’s places equal to its pickups and returns not cancelled, whatever the writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const step of steps) await apply(step)
        const { kept, counted } = await placesBothWays()
        expect(kept).toEqual(counted)
      }),
      { numRuns: 10 },
    )
  })

  it('adds the return columns to the bookings made before it, and drops them when undone', async () => {
    const { id } = await createBooking(t)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    const tables = await whileNothingIsDropped(() => t.app.db.introspection.getTables())
    const bookings = tables.find((table) => table.name === 'bookings' && table.schema === schema)
    expect(bookings?.columns.map((column) => column.name)).not.toContain('return_start')
    expect(tables.some((table) => table.name === 'return_reminders' && table.schema === schema)).toBe(false)
    await migrations.upToLatest()
    const row = await t.app.db
      .selectFrom('bookings')
      .select(['return_start', 'return_end'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ return_start: null, return_end: null })
    const { kept, counted } = await placesBothWays()
    expect(kept).toEqual(counted)
  })
})
