import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import type { PickupSettings } from '../../../shared/pickup.schema.ts'
import type { Schedule } from '../../../shared/schedule.schema.ts'
import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  cookie = await t.login()
})
afterAll(() => t.close())

const getSettings = async () =>
  (await t.request({ method: 'GET', url: '/api/settings/pickup', cookie })).json<PickupSettings>()

describe('pickup settings', () => {
  it('start with no windows, a 12-hour lead time and a 21-day horizon, and the forms ask no time', async () => {
    expect(await getSettings()).toEqual({ windows: [], closures: [], leadHours: 12, horizonDays: 21 })
    const response = await postBooking(t, detailedBooking)
    expect(response.statusCode).toBe(201)
    expect(response.json<Booking>()).toMatchObject({ pickupStart: null, pickupEnd: null })
    expect(await getSlots(t, localDateFromToday(1), 7)).toMatchObject({
      pickupTimeRequired: false,
      slots: [],
    })
  })

  it('are for the admin only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/settings/pickup' })).statusCode).toBe(401)
    expect((await putPickupSettings(t, '', everyDayWindows)).statusCode).toBe(401)
  })

  it.each([
    [
      'overlapping windows',
      {
        windows: [
          { weekday: 2, start: '09:00', end: '12:00', capacity: 2 },
          { weekday: 2, start: '11:00', end: '13:00', capacity: 2 },
        ],
      },
      'This window overlaps another Tuesday window',
    ],
    [
      'a window ending before it starts',
      { windows: [{ weekday: 1, start: '12:00', end: '09:00', capacity: 2 }] },
      'End must be after start',
    ],
    [
      'capacity 0',
      { windows: [{ weekday: 1, start: '09:00', end: '12:00', capacity: 0 }] },
      'Capacity must be at least 1 booking',
    ],
    [
      'capacity 10,000',
      { windows: [{ weekday: 1, start: '09:00', end: '12:00', capacity: 10_000 }] },
      'Capacity cannot be more than 100 bookings',
    ],
    [
      'weekday 8',
      { windows: [{ weekday: 8, start: '09:00', end: '12:00', capacity: 2 }] },
      'Weekday must be a number from 1 (Monday) to 7 (Sunday)',
    ],
    [
      'a time of 25:00',
      { windows: [{ weekday: 1, start: '09:00', end: '25:00', capacity: 2 }] },
      'End must be a time like 09:00 (24-hour clock)',
    ],
    [
      'a closure ending before it starts',
      { closures: [{ from: '2026-12-27', to: '2026-12-24', note: '' }] },
      'A closure cannot end before it starts',
    ],
    [
      'a closure on 31 February',
      { closures: [{ from: '2027-02-31', to: '2027-03-01', note: '' }] },
      'From is not a real date',
    ],
  ])('refuse %s with a clear message and store nothing', async (_name, change, message) => {
    const before = await getSettings()
    const response = await putPickupSettings(t, cookie, { ...everyDayWindows, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ issues: { message: string }[] }>().issues.map((issue) => issue.message)).toContain(
      message,
    )
    expect(await getSettings()).toEqual(before)
  })

  it('are saved and read back as sent', async () => {
    const response = await putPickupSettings(t, cookie, everyDayWindows)
    expect(response.statusCode).toBe(200)
    expect(await getSettings()).toMatchObject({ leadHours: 0, horizonDays: 21 })
    expect((await getSettings()).windows).toHaveLength(14)
  })
})

describe('the free pickup slots', () => {
  it('are rate-limited per client like the look-ups (PICKUP_SLOTS_RATE_LIMIT_PER_MIN)', async () => {
    const strict = await createTestApp({ env: { PICKUP_SLOTS_RATE_LIMIT_PER_MIN: '2' } })
    try {
      const get = (ip: string) =>
        strict.app.inject({
          method: 'GET',
          url: `/api/public/pickup-slots?from=${localDateFromToday(1)}`,
          remoteAddress: ip,
        })
      expect((await get('203.0.113.5')).statusCode).toBe(200)
      expect((await get('203.0.113.5')).statusCode).toBe(200)
      const refused = await get('203.0.113.5')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: expect.stringMatching(/wait a minute/),
      })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await get('203.0.113.6')).statusCode).toBe(200)
    } finally {
      await strict.close()
    }
    // An app of its own, migrated on a busy machine.
  }, 30_000)
})

describe("the owner's schedule", () => {
  it('lists each window with its bookings sorted by ZIP then street, and moves a booking past capacity only when the owner confirms it', async () => {
    const date = localDateFromToday(5)
    const [morning, afternoon] = (await getSlots(t, date, 1)).slots
    const book = async (zipCode: string, streetAddress: string, slot = morning!) =>
      (
        await postBooking(t, { ...pickupBooking, zipCode, streetAddress, pickupSlotStart: slot.start })
      ).json<Booking>()
    const second = await book('32804', '9 Birch Road')
    const first = await book('32803', '20 Elm Street')
    const moved = await book('32801', '1 Main Street', afternoon!)
    await book('32802', '5 Pine Street', afternoon!)

    const response = await t.request({ method: 'GET', url: `/api/schedule?from=${date}&days=1`, cookie })
    expect(response.statusCode).toBe(200)
    const [day] = response.json<Schedule>().days
    expect(day!.date).toBe(date)
    expect(day!.windows.map((w) => [w.start, w.capacity, w.bookings.map((b) => b.id)])).toEqual([
      [morning!.start, 2, [first.id, second.id]],
      [afternoon!.start, 2, [moved.id, moved.id + 1]],
    ])

    const refused = await t.request({
      method: 'PUT',
      url: `/api/bookings/${moved.id}/pickup`,
      payload: { slotStart: morning!.start },
      cookie,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      code: 'SLOT_FULL',
      error: 'This pickup window is full: 2 of 2 places are booked. Confirm to book it anyway.',
    })
    const move = await t.request({
      method: 'PUT',
      url: `/api/bookings/${moved.id}/pickup`,
      payload: { slotStart: morning!.start, allowOverCapacity: true },
      cookie,
    })
    expect(move.statusCode).toBe(200)
    expect(move.json()).toMatchObject({
      pickupStart: morning!.start,
      taken: 3,
      capacity: 2,
      warning: 'This window now has 3 bookings for 2 places.',
    })
    const after = (
      await t.request({ method: 'GET', url: `/api/schedule?from=${date}&days=1`, cookie })
    ).json<Schedule>()
    expect(after.days[0]!.windows[0]!.bookings.map((b) => b.id)).toEqual([moved.id, first.id, second.id])

    const nowhere = await t.request({
      method: 'PUT',
      url: `/api/bookings/${moved.id}/pickup`,
      payload: { slotStart: new Date(Date.parse(morning!.start) + 60_000).toISOString() },
      cookie,
    })
    expect(nowhere.statusCode).toBe(409)
    expect(nowhere.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' })
    expect(
      (await t.request({ method: 'GET', url: `/api/schedule?from=${date}&days=32`, cookie })).statusCode,
    ).toBe(400)
    expect((await t.request({ method: 'GET', url: `/api/schedule?from=${date}&days=1` })).statusCode).toBe(
      401,
    )
  })
})
