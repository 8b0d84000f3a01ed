import fc from 'fast-check'
import { expect } from 'vitest'

import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import { createBooking, type AdminBookings } from '../../modules/bookings/admin-test-support.ts'
import type { TestApp } from '../../test/test-app.ts'

/**
 * The places taken per window (migrations 0022 and 0033) against a count of the bookings' pickups and returns,
 * after random sequences of every write that can move a place: a new booking, the admin's status change (in and
 * out of cancelled), and writes straight to the table that no route makes this way (a pickup or a return window
 * set or cleared, a deletion), which the triggers keep exact all the same.
 */
export const WINDOWS = [
  Date.parse('2031-03-03T09:00:00Z'),
  Date.parse('2031-03-03T13:00:00Z'),
  Date.parse('2031-03-04T09:00:00Z'),
]
const window = fc.option(fc.constantFrom(...WINDOWS), { nil: null })
const pick = fc.nat()

export type Stop = 'pickup' | 'return'

/** The writes for the stops a migration counts: a new booking takes its window as the first of them. */
export const slotWrites = (stops: readonly [Stop, ...Stop[]]) =>
  fc.oneof(
    fc.record({ kind: fc.constant('create' as const), window }),
    fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom(...BOOKING_STATUSES) }),
    fc.record({ kind: fc.constantFrom(...stops), pick, window }),
    fc.record({ kind: fc.constant('delete' as const), pick }),
  )
export type SlotWrite = ReturnType<typeof slotWrites> extends fc.Arbitrary<infer T> ? T : never

export function slotPlaces(t: TestApp, admin: AdminBookings, createdStop: Stop) {
  const ids: number[] = []
  const setWindow = (id: number, stop: Stop, start: number | null) =>
    t.app.db
      .updateTable('bookings')
      .set(
        stop === 'pickup'
          ? { pickup_start: start, pickup_end: start === null ? null : start + 3 * 3_600_000 }
          : { return_start: start, return_end: start === null ? null : start + 3 * 3_600_000 },
      )
      .where('id', '=', id)
      .execute()

  async function apply(step: SlotWrite) {
    if (step.kind === 'create') {
      const { id } = await createBooking(t)
      if (step.window !== null) await setWindow(id, createdStop, step.window)
      ids.push(id)
      return
    }
    if (ids.length === 0) return
    const index = step.pick % ids.length
    const id = ids[index]!
    // Any status may follow any other; the owner confirms a window filled meanwhile (these tests set no capacity).
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

  return { ids, setWindow, apply, placesBothWays }
}
