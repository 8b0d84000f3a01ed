import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { NoTimeYet } from '../../../shared/schedule.schema.ts'
import { NO_TIME_YET_LIMIT } from '../../../shared/schedule.schema.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import {
  adminBookings,
  createBooking,
  setBookingCreatedAt,
  type AdminBookings,
} from '../bookings/admin-test-support.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'
import { ordersWithNoTimeQuery } from './scheduled-bookings.repository.ts'

let t: TestApp
let cookie: string
let admin: AdminBookings

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  cookie = await t.login()
  admin = adminBookings(t, cookie)
  await t.app.mailSender.stop()
})
afterAll(() => t.close())

const noTimeYet = async () => {
  const response = await t.request({ method: 'GET', url: '/api/schedule/no-time', cookie })
  expect(response.statusCode).toBe(200)
  return response.json<NoTimeYet>()
}

let made = 0
/** A booking made while no pickup windows are set, so it has no pickup time; dated `minutesAgo` before now. */
async function withoutTime(minutesAgo: number, changes: Record<string, unknown> = {}) {
  made += 1
  const booking = await createBooking(t, { customerEmail: `no-time${made}@example.com`, ...changes })
  await setBookingCreatedAt(t.app.db, booking.id, Date.now() - minutesAgo * 60_000)
  return booking.id
}

describe('GET /api/schedule/no-time', () => {
  it('is refused when signed out, and changes nothing', async () => {
    const response = await t.request({ method: 'GET', url: '/api/schedule/no-time' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) })
  })

  it(`shows at most ${NO_TIME_YET_LIMIT}, and says there are more`, async () => {
    const ids: number[] = []
    for (let n = 0; n <= NO_TIME_YET_LIMIT; n += 1) ids.push(await withoutTime(100))
    const listed = await noTimeYet()
    expect(listed.bookings.map((booking) => booking.id)).toEqual(ids.slice(0, NO_TIME_YET_LIMIT))
    expect(listed.more).toBe(true)
    // Archived, they leave the list (and make room for the next test's orders).
    await t.app.db.updateTable('bookings').set({ archived: 1 }).where('id', 'in', ids).execute()
    expect(await noTimeYet()).toEqual({ bookings: [], more: false })
  })

  it('lists the open orders still to be picked up with no time, longest waiting first, until one is given', async () => {
    const newest = await withoutTime(1)
    const oldest = await withoutTime(30, { ...pickupBooking, customerEmail: 'oldest@example.com' })
    const inProgress = await withoutTime(20)
    expect((await admin.status(inProgress, { status: 'in-progress' })).statusCode).toBe(200)
    const cancelled = await withoutTime(10)
    expect((await admin.status(cancelled, { status: 'cancelled' })).statusCode).toBe(200)
    const completed = await withoutTime(11)
    expect((await admin.status(completed, { status: 'completed' })).statusCode).toBe(200)
    const archived = await withoutTime(12)
    await t.app.db.updateTable('bookings').set({ archived: 1 }).where('id', '=', archived).execute()
    const collected = await withoutTime(13)
    expect(
      (await admin.pickedUp(collected, { ...pickupBooking, blades4To6Inches: 2, knifeCount: undefined }))
        .statusCode,
    ).toBe(200)

    await putPickupSettings(t, cookie, everyDayWindows)
    const { slots } = await getSlots(t, localDateFromToday(3), 1)
    const timed = await createBooking(t, {
      customerEmail: 'timed@example.com',
      pickupSlotStart: slots[0]!.start,
    })

    const listed = await noTimeYet()
    expect(listed.more).toBe(false)
    expect(listed.bookings.map((booking) => booking.id)).toEqual([oldest, inProgress, newest])
    expect(listed.bookings.map((booking) => booking.id)).not.toContain(timed.id)
    expect(listed.bookings[0]).toMatchObject({ stop: 'pickup', status: 'pending', customerName: 'Bob Stone' })

    const moved = await t.request({
      method: 'PUT',
      url: `/api/bookings/${oldest}/pickup`,
      payload: { slotStart: slots[1]!.start },
      cookie,
    })
    expect(moved.statusCode).toBe(200)
    expect((await noTimeYet()).bookings.map((booking) => booking.id)).toEqual([inProgress, newest])
  })

  it('reads the partial index of migration 0045, not the table', async () => {
    const query = ordersWithNoTimeQuery(t.app.db, NO_TIME_YET_LIMIT + 1).compile()
    const plan =
      testDatabase === 'sqlite'
        ? (
            await t.app.db.executeQuery<{ detail: string }>({
              ...query,
              sql: `explain query plan ${query.sql}`,
            })
          ).rows.map((row) => row.detail)
        : await t.app.db.transaction().execute(async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx)
            await sql`set local enable_sort = off`.execute(trx)
            const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
              ...query,
              sql: `explain ${query.sql}`,
            })
            return result.rows.map((row) => row['QUERY PLAN'])
          })
    expect(plan.join('\n')).toContain('bookings_no_pickup_time_idx')
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|Sort/i)
  })
})
