import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import type { CalendarFeed } from '../../../shared/pickup.schema.ts'
import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  cookie = await t.login()
  await putPickupSettings(t, cookie, everyDayWindows)
})
afterAll(() => t.close())

const feedPath = async (method: 'GET' | 'POST' = 'GET') => {
  const url = method === 'GET' ? '/api/settings/calendar' : '/api/settings/calendar/reset'
  const response = await t.request({ method, url, cookie })
  expect(response.statusCode).toBe(200)
  return new URL(response.json<CalendarFeed>().url).pathname
}

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
      description: event.description,
    }
  })
}

describe('the calendar feed', () => {
  it('serves one event per booked pickup with exact times, stable UIDs, and not the cancelled ones', async () => {
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(2), 1)).slots
    const jane = (
      await postBooking(t, {
        ...detailedBooking,
        specialRequirements: 'Gate code 1234; ring twice, please',
        pickupSlotStart: morning!.start,
      })
    ).json<Booking>()
    const bob = (
      await postBooking(t, { ...pickupBooking, pickupSlotStart: afternoon!.start })
    ).json<Booking>()
    const cancelled = (
      await postBooking(t, { ...pickupBooking, pickupSlotStart: afternoon!.start })
    ).json<Booking>()
    await t.request({
      method: 'PATCH',
      url: `/api/bookings/${cancelled.id}/status`,
      payload: { status: 'cancelled' },
      cookie,
    })

    const path = await feedPath()
    expect(path).toMatch(/^\/calendar\/[\w-]{16,}\.ics$/)
    const response = await t.request({ method: 'GET', url: path })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/calendar/)
    expect(response.body).toContain('\r\n')
    const events = parseEvents(response.body)
    expect(events).toHaveLength(2)
    const byUid = new Map(events.map((event) => [event.uid, event]))
    expect(byUid.get(`booking-${jane.id}@localhost`)).toEqual({
      uid: `booking-${jane.id}@localhost`,
      start: morning!.start,
      end: morning!.end,
      summary: `BO-${String(jane.id).padStart(6, '0')} Jane Doe, 7 knives`,
      location: '12 Palm Lane, Orlando, FL 32804',
      description: expect.stringContaining('Gate code 1234; ring twice, please'),
    })
    expect(byUid.get(`booking-${jane.id}@localhost`)!.description).toContain('/admin?tab=schedule&date=')
    expect(byUid.get(`booking-${bob.id}@localhost`)).toMatchObject({
      start: afternoon!.start,
      end: afternoon!.end,
    })
    // Typed as 407-555-9999, shown one way: the way every list and card shows a phone.
    expect(byUid.get(`booking-${bob.id}@localhost`)!.description).toMatch(/^\(407\) 555-9999\n/)

    const again = parseEvents((await t.request({ method: 'GET', url: path })).body)
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort())
  })

  it('stops answering at the old address once the owner resets it', async () => {
    const old = await feedPath()
    const fresh = await feedPath('POST')
    expect(fresh).not.toBe(old)
    expect((await t.request({ method: 'GET', url: old })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: fresh })).statusCode).toBe(200)
    expect((await t.request({ method: 'GET', url: '/calendar/nope.ics' })).statusCode).toBe(404)
    expect((await t.request({ method: 'POST', url: '/api/settings/calendar/reset' })).statusCode).toBe(401)
  })
})

describe('the calendar feed on the public address', () => {
  let shop: TestApp
  let shopCookie: string
  beforeAll(async () => {
    shop = await createTestApp({
      env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', PUBLIC_URL: 'https://shop.example.com' },
    })
    shopCookie = await shop.login()
    await putPickupSettings(shop, shopCookie, everyDayWindows)
  })
  afterAll(() => shop.close())

  it("writes its address, UIDs and links from PUBLIC_URL whatever the request's Host", async () => {
    const [slot] = (await getSlots(shop, localDateFromToday(2), 1)).slots
    const booking = (
      await postBooking(shop, { ...pickupBooking, pickupSlotStart: slot!.start })
    ).json<Booking>()
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }

    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? '/api/settings/calendar' : '/api/settings/calendar/reset'
      const response = await shop.request({ method, url, cookie: shopCookie, headers: evil })
      expect(response.statusCode).toBe(200)
      expect(response.json<CalendarFeed>().url).toMatch(
        /^https:\/\/shop\.example\.com\/calendar\/[\w-]{16,}\.ics$/,
      )
    }
    const { url } = (
      await shop.request({ method: 'GET', url: '/api/settings/calendar', cookie: shopCookie })
    ).json<CalendarFeed>()
    const path = new URL(url).pathname
    const underTwoNames = await Promise.all(
      ['evil.example', '127.0.0.1:3000'].map(async (host) => {
        const feed = await shop.request({ method: 'GET', url: path, headers: { host } })
        expect(feed.body).not.toContain(host)
        return parseEvents(feed.body)
      }),
    )
    for (const events of underTwoNames) {
      expect(events).toEqual([
        expect.objectContaining({
          uid: `booking-${booking.id}@shop.example.com`,
          description: expect.stringContaining('https://shop.example.com/admin?tab=schedule&date='),
        }),
      ])
    }
  })
})
