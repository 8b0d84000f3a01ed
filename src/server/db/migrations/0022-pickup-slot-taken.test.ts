import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminBookings, createBooking } from '../../modules/bookings/admin-test-support.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, whileNothingIsDropped, type TestApp } from '../../test/test-app.ts'
import { slotPlaces, slotWrites, WINDOWS, type SlotWrite } from './slot-places-test-support.ts'

const THIS_MIGRATION = '0022-pickup-slot-taken'

/** The places taken per pickup window against a count of the bookings (slot-places-test-support.ts). */
let t: TestApp
let places: ReturnType<typeof slotPlaces>
const write = slotWrites(['pickup'])

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  places = slotPlaces(t, adminBookings(t, await t.login()), 'pickup')
})
afterAll(() => t.close())

const apply = (step: SlotWrite) => places.apply(step)
const placesBothWays = () => places.placesBothWays()

describe(`migration ${THIS_MIGRATION}`, () => {
  it('gives a place back when its booking is cancelled, moved or deleted, and takes it again when restored', async () => {
    const [first, second, third] = WINDOWS as [number, number, number]
    const steps: SlotWrite[] = [
      { kind: 'create', window: first },
      { kind: 'create', window: second },
      { kind: 'create', window: second },
      { kind: 'create', window: third },
      { kind: 'status', pick: 1, status: 'cancelled' },
      { kind: 'pickup', pick: 2, window: third },
      { kind: 'pickup', pick: 0, window: null },
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
    await places.setWindow(id, 'pickup', WINDOWS[0]!)
    places.ids.push(id)
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
