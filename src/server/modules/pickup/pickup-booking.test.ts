import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { SLOT_FULL_MESSAGE, type PickupSlots } from '../../../shared/pickup.schema.ts'
import { countBookingRows, detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  cookie = await t.login()
  // Every day's windows, as the settings tests (pickup.test.ts) leave them: the lead time 0, the horizon 21 days.
  expect((await putPickupSettings(t, cookie, everyDayWindows)).statusCode).toBe(200)
})
afterAll(() => t.close())

describe('booking a pickup slot', () => {
  const from = () => localDateFromToday(3)
  const bookSlot = (slotStart: unknown, body: object = pickupBooking) =>
    postBooking(t, { ...body, pickupSlotStart: slotStart })

  it('offers the free slots with the places left, and requires one when windows exist', async () => {
    const { timezone, slots, pickupTimeRequired } = await getSlots(t, from(), 2)
    expect(timezone).toBe('America/New_York')
    expect(pickupTimeRequired).toBe(true)
    expect(slots).toHaveLength(4)
    expect(slots.every((slot) => slot.remaining === 2)).toBe(true)

    const missing = await postBooking(t, pickupBooking)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'pickupSlotStart', message: 'Please choose a pickup time.' }],
    })
  })

  it('refuses a malformed pickupSlotStart with a 400 naming the field, and stores nothing', async () => {
    const before = await countBookingRows(t.app.db)
    const malformed = await bookSlot('tomorrow morning')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'pickupSlotStart', message: 'The pickup time must be a date and time' }],
    })
    expect(await countBookingRows(t.app.db)).toEqual(before)
  })

  it('refuses a slot inside the lead time with SLOT_UNAVAILABLE saying how far ahead to book', async () => {
    // Tomorrow's first window is less than 48 hours away whatever the hour now.
    const [tomorrow] = (await getSlots(t, localDateFromToday(1), 1)).slots
    await putPickupSettings(t, cookie, { ...everyDayWindows, leadHours: 48 })
    try {
      const before = await countBookingRows(t.app.db)
      const tooSoon = await bookSlot(tomorrow!.start)
      expect(tooSoon.statusCode).toBe(409)
      expect(tooSoon.json()).toEqual({
        code: 'SLOT_UNAVAILABLE',
        error:
          'That pickup time is too soon: pickups must be booked at least 48 hours ahead. Please choose a later one.',
      })
      expect(await countBookingRows(t.app.db)).toEqual(before)
    } finally {
      await putPickupSettings(t, cookie, everyDayWindows)
    }
  })

  it('takes a place, refuses the window once full with SLOT_FULL, and frees it when a booking is cancelled', async () => {
    const [slot] = (await getSlots(t, from(), 1)).slots
    const first = await bookSlot(slot!.start)
    expect(first.statusCode).toBe(201)
    expect(first.json<Booking>()).toMatchObject({ pickupStart: slot!.start, pickupEnd: slot!.end })
    expect((await getSlots(t, from(), 1)).slots[0]!.remaining).toBe(1)
    expect((await bookSlot(slot!.start, detailedBooking)).statusCode).toBe(201)
    expect((await getSlots(t, from(), 1)).slots[0]!.remaining).toBe(0)

    const before = await countBookingRows(t.app.db)
    const full = await bookSlot(slot!.start)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({ error: SLOT_FULL_MESSAGE, code: 'SLOT_FULL' })
    expect(await countBookingRows(t.app.db)).toEqual(before)

    const cancel = await t.request({
      method: 'PATCH',
      url: `/api/bookings/${first.json<Booking>().id}/status`,
      payload: { status: 'cancelled' },
      cookie,
    })
    expect(cancel.statusCode).toBe(200)
    expect((await getSlots(t, from(), 1)).slots[0]!.remaining).toBe(1)
    expect((await bookSlot(slot!.start)).statusCode).toBe(201)
  })

  it('refuses a past, non-existent, too-far or closed slot with SLOT_UNAVAILABLE and a reason', async () => {
    const [slot] = (await getSlots(t, from(), 1)).slots
    const start = Date.parse(slot!.start)
    const day = 86_400_000
    const cases: [string, RegExp][] = [
      [new Date(start - 7 * day).toISOString(), /already passed/],
      [new Date(start + 60_000).toISOString(), /no pickup window at that time/],
      [new Date(start + 28 * day).toISOString(), /too far ahead: pickups can be booked up to 21 days ahead/],
    ]
    const before = await countBookingRows(t.app.db)
    for (const [slotStart, why] of cases) {
      const response = await bookSlot(slotStart)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', error: expect.stringMatching(why) })
    }
    const date = from()
    await putPickupSettings(t, cookie, {
      ...everyDayWindows,
      closures: [{ from: date, to: date, note: 'Vacation' }],
    })
    const closed = await bookSlot(slot!.start)
    expect(closed.json()).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      error: expect.stringMatching(/closed that day/),
    })
    // Closed: nothing to offer, yet a time is still required, so the forms say none is free.
    expect(await getSlots(t, date, 1)).toMatchObject({ pickupTimeRequired: true, slots: [] })
    expect(await countBookingRows(t.app.db)).toEqual(before)
    await putPickupSettings(t, cookie, everyDayWindows)
  })

  it('refuses more than 60 days of slots', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/public/pickup-slots?from=${from()}&days=61`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ error: string }>().error).toMatch(/60/)
  })

  it('offers no slots past the horizon, past the year 9999 too, and never answers 500', async () => {
    for (const query of [
      'from=9999-12-31&days=2',
      'from=9999-12-01&days=60',
      `from=${localDateFromToday(21)}&days=3`,
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/public/pickup-slots?${query}` })
      expect(response.statusCode, query).toBe(200)
      const slots = response.json<PickupSlots>().slots
      expect(
        slots.every((slot) => slot.start < localDateFromToday(22)),
        query,
      ).toBe(true)
    }
    const lastDay = await t.request({
      method: 'GET',
      url: `/api/public/pickup-slots?from=${localDateFromToday(21)}&days=2`,
    })
    expect(lastDay.json<PickupSlots>().slots.length).toBeGreaterThan(0)
  })
})
