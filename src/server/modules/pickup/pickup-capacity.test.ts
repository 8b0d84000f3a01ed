import type { Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import type { Database } from '../../db/schema.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { lockExistingBooking } from '../bookings/booking-lifecycle.ts'
import { placeForMove } from './pickup-capacity.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  await putPickupSettings(t, await t.login(), everyDayWindows)
})
afterAll(() => t.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A move gives its place back in the old window through the trigger of migration 0022, which locks that window's
 * row. Two moves crossing each other's windows would each hold the window it enters and wait for the one it
 * leaves; placeForMove locks both, the earlier first, so the second waits for the first instead.
 */
describe.runIf(testDatabase === 'postgres')('two moves crossing each other’s windows at once', () => {
  it('wait for each other instead of deadlocking, and leave each window its place', async () => {
    const { timezone: timeZone, slots } = await getSlots(t, localDateFromToday(1), 1)
    const [early, late] = slots.map((slot) => slot.start) as [string, string]
    const inEarly = await createBooking(t, { ...pickupBooking, pickupSlotStart: early })
    const inLate = await createBooking(t, { ...pickupBooking, pickupSlotStart: late })
    const now = Date.now()
    const move = async (trx: Transaction<Database>, id: number, to: string) => {
      const current = await lockExistingBooking(trx, id)
      const { window } = await placeForMove(trx, current, to, { timeZone, now })
      return () =>
        trx
          .updateTable('bookings')
          .set({ pickup_start: window.start, pickup_end: window.end })
          .where('id', '=', id)
          .execute()
    }
    let startSecond!: (transaction: Promise<unknown>) => void
    const second = new Promise((resolve) => (startSecond = resolve))
    const first = t.app.db.transaction().execute(async (trx) => {
      const write = await move(trx, inEarly.id, late)
      // The other move starts now and goes as far as it can before this one writes.
      startSecond(t.app.db.transaction().execute(async (other) => (await move(other, inLate.id, early))()))
      await sleep(300)
      await write()
    })
    // Before, the second held the early window and waited for the late one, which the first held while it
    // waited for the early one: PostgreSQL's deadlock detector rolled one of them back.
    await expect(Promise.all([first, second])).resolves.toBeDefined()
    const rows = await t.app.db
      .selectFrom('pickup_slot_locks')
      .select(['slot_start', 'taken'])
      .where('slot_start', 'in', [Date.parse(early), Date.parse(late)])
      .orderBy('slot_start')
      .execute()
    expect(rows.map((row) => Number(row.taken))).toEqual([1, 1])
    const moved = await t.app.db
      .selectFrom('bookings')
      .select(['id', 'pickup_start'])
      .where('id', 'in', [inEarly.id, inLate.id])
      .orderBy('id')
      .execute()
    expect(moved.map((row) => Number(row.pickup_start))).toEqual([Date.parse(late), Date.parse(early)])
  })
})
