import { expect } from 'vitest'

import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, type AdminBookings } from '../bookings/admin-test-support.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

export interface ReturnTimeApp {
  t: TestApp
  cookie: string
  admin: AdminBookings
}

/** An app taking pickups every day, signed in, whose messages stay in the outbox for the tests to read. */
export async function returnTimeTestApp(): Promise<ReturnTimeApp> {
  const t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
      PUBLIC_URL: 'https://shop.example.com',
    },
  })
  const cookie = await t.login()
  await putPickupSettings(t, cookie, everyDayWindows)
  // The messages stay in the outbox for the tests to read, as they would between the change and the send.
  await t.app.mailSender.stop()
  return { t, cookie, admin: adminBookings(t, cookie) }
}

/** The return-time tests' bookings, requests and counts, on the app `current()` answers once it is built. */
export function returnTimeHelpers(current: () => ReturnTimeApp) {
  let booked = 0
  /**
   * A pickup booking (a new customer each time) in window `slot` of the day `days` from today; by default in the
   * next of the windows of days 11 to 20, which the tests' own returns leave alone (two places each).
   */
  async function book(days?: number, slot = 0): Promise<CreatedBooking> {
    booked += 1
    const n = booked
    const [day, index] =
      days === undefined ? [11 + (Math.floor(n / 4) % 10), Math.floor(n / 2) % 2] : [days, slot]
    const { slots } = await getSlots(current().t, localDateFromToday(day), 1)
    const response = await postBooking(current().t, {
      ...pickupBooking,
      customerEmail: `return${n}@example.com`,
      pickupSlotStart: slots[index]!.start,
    })
    if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
    return response.json()
  }

  async function completed(): Promise<CreatedBooking> {
    const booking = await book()
    expect((await current().admin.status(booking.id, { status: 'completed' })).statusCode).toBe(200)
    return booking
  }

  const chooseReturn = (token: string, payload: unknown) =>
    current().t.request({
      method: 'POST',
      url: `/api/public/orders/${token}/return`,
      payload: payload as object,
    })
  const setReturn = (id: number, payload: unknown, { signedIn = true } = {}) =>
    current().t.request({
      method: 'PUT',
      url: `/api/bookings/${id}/return`,
      payload: payload as object,
      ...(signedIn ? { cookie: current().cookie } : {}),
    })
  const slotOn = async (days: number, index = 0) =>
    (await getSlots(current().t, localDateFromToday(days), 1)).slots[index]!
  const takenIn = async (start: string) =>
    Number(
      (
        await current()
          .t.app.db.selectFrom('pickup_slot_locks')
          .select('taken')
          .where('slot_start', '=', Date.parse(start))
          .executeTakeFirst()
      )?.taken ?? 0,
    )
  /** Bookings holding a place in the window, counted from the bookings themselves: pickups and returns. */
  const placesCounted = async (start: string) => {
    const instant = Date.parse(start)
    const rows = await current()
      .t.app.db.selectFrom('bookings')
      .select(['pickup_start', 'return_start'])
      .where('status', '!=', 'cancelled')
      .where((eb) => eb.or([eb('pickup_start', '=', instant), eb('return_start', '=', instant)]))
      .execute()
    return rows.reduce(
      (sum, row) =>
        sum + (Number(row.pickup_start) === instant ? 1 : 0) + (Number(row.return_start) === instant ? 1 : 0),
      0,
    )
  }
  const mailOf = async (bookingId: number, kind: string) =>
    (await outboxRows(current().t.app.db)).filter((row) => row.kind === kind && row.booking_id === bookingId)

  return { book, completed, chooseReturn, setReturn, slotOn, takenIn, placesCounted, mailOf }
}
