import { sql, type Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CreateBookingBody } from '../../../shared/booking.schema.ts'
import { groupCommitOf } from '../../db/group-commit.ts'
import type { Database } from '../../db/schema.ts'
import { HttpError } from '../../http-errors.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, editForm } from '../bookings/admin-test-support.ts'
import { lockExistingBooking } from '../booking-records/index.ts'
import { bookingRulesOfGroup, createBooking as storeBooking } from '../bookings/index.ts'
import { placeForMove } from './pickup-capacity.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'
import { isCapacityRefusal } from './window-locks.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  await putPickupSettings(t, await t.login(), everyDayWindows)
})
afterAll(() => t.close())

const takenIn = async (starts: string[]) =>
  (
    await t.app.db
      .selectFrom('pickup_slot_locks')
      .select(['slot_start', 'taken'])
      .where(
        'slot_start',
        'in',
        starts.map((start) => Date.parse(start)),
      )
      .orderBy('slot_start')
      .execute()
  ).map((row) => Number(row.taken))

const refusedAsFull = (reason: unknown) =>
  (reason instanceof HttpError && reason.code === 'SLOT_FULL') || isCapacityRefusal(reason)

/**
 * Issue 38: on PostgreSQL the bookings of one group commit run side by side in one transaction, each reading the
 * places taken in its first statement before any of them is written, so that read cannot refuse the third. The
 * bookings handed to the group commit in one turn of the event loop always form one group, so this burst is the
 * one that overbooked (12 of 2), every time: only the database's check on the count (migration 0028) holds it.
 */
describe('twelve bookings in one group commit for a window of two places', () => {
  it('store two and refuse ten as full', async () => {
    const { slots } = await getSlots(t, localDateFromToday(2), 1)
    const slot = slots[0]!
    const inTransaction = groupCommitOf(t.app.db)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) =>
        inTransaction(async (trx) => {
          const { business } = await bookingRulesOfGroup(trx)
          const input = CreateBookingBody.parse({
            ...pickupBooking,
            customerEmail: `group${n}@example.com`,
            pickupSlotStart: slot.start,
          })
          const context = { ...business, now: Date.now(), timeZone: business.timezone }
          return storeBooking(trx, input, context)
        }),
      ),
    )
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
    expect(outcomes.length - refused.length).toBe(2)
    expect(refused.filter(refusedAsFull)).toHaveLength(10)
    expect(await takenIn([slot.start])).toEqual([2])
    const stored = await t.app.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('pickup_start', '=', Date.parse(slot.start))
      .executeTakeFirstOrThrow()
    expect(Number(stored.count)).toBe(2)
  })
})

/** The PostgreSQL backend running `trx`, and whether it waits for a lock another transaction holds. */
const backendOf = async (trx: Transaction<Database>) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid
async function untilWaitingForLock(pid: number) {
  for (;;) {
    const { rows } = await sql<{ waiting: boolean }>`
      select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting
      from pg_stat_activity where pid = ${pid}`.execute(t.app.db)
    if (rows[0]!.waiting) return
  }
}

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
    const options = { timeZone, now, allowOverCapacity: false }
    const move = async (trx: Transaction<Database>, id: number, to: string) => {
      const current = await lockExistingBooking(trx, id)
      const { window } = await placeForMove(trx, current, to, options)
      return () =>
        trx
          .updateTable('bookings')
          .set({ pickup_start: window.start, pickup_end: window.end })
          .where('id', '=', id)
          .execute()
    }
    let secondBackend!: (pid: number) => void
    const secondStarted = new Promise<number>((resolve) => (secondBackend = resolve))
    let second: Promise<unknown> | undefined
    const first = t.app.db.transaction().execute(async (trx) => {
      const write = await move(trx, inEarly.id, late)
      // The other move starts now and goes as far as it can before this one writes: it waits for a lock.
      second = t.app.db.transaction().execute(async (other) => {
        secondBackend(await backendOf(other))
        return (await move(other, inLate.id, early))()
      })
      await untilWaitingForLock(await secondStarted)
      await write()
    })
    // Before, the second held the early window and waited for the late one, which the first held while it
    // waited for the early one: PostgreSQL's deadlock detector rolled one of them back.
    await first
    await second
    expect(await takenIn([early, late])).toEqual([1, 1])
    const moved = await t.app.db
      .selectFrom('bookings')
      .select(['id', 'pickup_start'])
      .where('id', 'in', [inEarly.id, inLate.id])
      .orderBy('id')
      .execute()
    expect(moved.map((row) => Number(row.pickup_start))).toEqual([Date.parse(late), Date.parse(early)])
  })
})

/**
 * The edit dialog saves the status with the other fields: bringing a cancelled order back there takes its place
 * again, as the status menu does, and is refused in a full window unless the owner confirms it.
 */
describe("the edit dialog's save of a cancelled order as Pending, its window filled meanwhile", () => {
  it('is refused with SLOT_FULL and changes nothing, unless the owner confirms it', async () => {
    const { slots } = await getSlots(t, localDateFromToday(4), 1)
    const slot = slots[0]!
    const admin = adminBookings(t, await t.login())
    const first = await createBooking(t, { ...pickupBooking, pickupSlotStart: slot.start })
    await createBooking(t, {
      ...pickupBooking,
      customerEmail: 'second@example.com',
      pickupSlotStart: slot.start,
    })
    expect((await admin.status(first.id, { status: 'cancelled' })).statusCode).toBe(200)
    await createBooking(t, {
      ...pickupBooking,
      customerEmail: 'third@example.com',
      pickupSlotStart: slot.start,
    })

    const form = editForm(first, { status: 'pending', specialRequirements: 'Back on' })
    const refused = await admin.update(first.id, form)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'SLOT_FULL' })
    const unchanged = (await admin.get(first.id)).json<{ status: string; specialRequirements: string }>()
    expect(unchanged.status).toBe('cancelled')
    expect(unchanged.specialRequirements).not.toBe('Back on')
    expect(await takenIn([slot.start])).toEqual([2])

    const confirmed = await admin.update(first.id, { ...form, allowOverCapacity: true })
    expect(confirmed.statusCode).toBe(200)
    expect(await takenIn([slot.start])).toEqual([3])
  })
})
