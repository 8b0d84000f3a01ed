import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminBookings, createBooking } from '../../modules/bookings/admin-test-support.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, whileNothingIsDropped, type TestApp } from '../../test/test-app.ts'
import { slotPlaces, slotWrites, WINDOWS, type SlotWrite } from './slot-places-test-support.ts'

const THIS_MIGRATION = '0033-return-time'

/**
 * The places taken per window count returns beside pickups (migration 0033's triggers): after random sequences of
 * every write that can move a place, each window's count equals its pickups and returns not cancelled
 * (slot-places-test-support.ts).
 */
let t: TestApp
let places: ReturnType<typeof slotPlaces>
const write = slotWrites(['pickup', 'return'])

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  places = slotPlaces(t, adminBookings(t, await t.login()), 'return')
})
afterAll(() => t.close())

const apply = (step: SlotWrite) => places.apply(step)
const placesBothWays = () => places.placesBothWays()

describe(`migration ${THIS_MIGRATION}`, () => {
  it('counts a return into its window, gives it back when cancelled, moved or deleted, and takes it again', async () => {
    const [first, second] = WINDOWS as [number, number]
    const steps: SlotWrite[] = [
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
