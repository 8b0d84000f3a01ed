import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'
import { reminderDayAt } from './reminder-day.ts'
import { findBookingsDueForReminder } from './scheduled-bookings.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  await putPickupSettings(t, await t.login(), everyDayWindows)
})
afterAll(() => t.close())

const book = async (slotStart: string) =>
  (await postBooking(t, { ...pickupBooking, pickupSlotStart: slotStart })).json<Booking>()

describe('the bookings due for a reminder', () => {
  it("are tomorrow's pickups in the business timezone, not cancelled ones nor later days", async () => {
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(1), 1)).slots
    const [later] = (await getSlots(t, localDateFromToday(2), 1)).slots
    const due = await book(morning!.start)
    const cancelled = await book(afternoon!.start)
    await book(later!.start)
    await t.app.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute()

    const found = await findBookingsDueForReminder(t.app.db, reminderDayAt(Date.now(), 'America/New_York'))
    expect(found.map((booking) => booking.id)).toEqual([due.id])
  })

  it('cover the whole of a 25-hour day when the clocks go back', () => {
    const day = reminderDayAt(Date.parse('2026-10-31T22:00:00Z'), 'America/New_York')
    expect(new Date(day.dayStart).toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(day.dayEnd - day.dayStart).toBe(25 * 3_600_000)
  })
})
