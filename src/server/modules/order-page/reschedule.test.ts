import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { CreatedBooking, PublicOrder } from '../../../shared/order-page.schema.ts'
import { SLOT_FULL_MESSAGE } from '../../../shared/pickup.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'
import {
  everyDayWindows,
  getSlots,
  localDateFromToday,
  putPickupSettings,
} from '../pickup/pickup-test-support.ts'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
      PUBLIC_URL: 'https://shop.example.com',
    },
  })
  cookie = await t.login()
  await putPickupSettings(t, cookie, everyDayWindows)
})
afterAll(() => t.close())

async function book(slotStart: string, email = 'bob@example.com'): Promise<CreatedBooking> {
  const response = await postBooking(t, {
    ...pickupBooking,
    customerEmail: email,
    pickupSlotStart: slotStart,
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json()
}

const reschedule = (token: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/public/orders/${token}/reschedule`,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  })
const history = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/bookings/${id}`, cookie })).json<BookingWithHistory>().events
const movedMail = async (bookingId: number) =>
  (await outboxRows(t.app.db)).filter((row) => row.kind === 'pickup_moved' && row.booking_id === bookingId)
const remaining = async (date: string, start: string) =>
  (await getSlots(t, date, 1)).slots.find((slot) => slot.start === start)?.remaining

describe('rescheduling from the order page', () => {
  it('refuses a full window (409 SLOT_FULL), moves to a free one, frees the old place, tells owner and customer', async () => {
    const day = localDateFromToday(3)
    const [morning, afternoon] = (await getSlots(t, day, 1)).slots
    const booking = await book(morning!.start)
    await book(afternoon!.start, 'x@example.com')
    await book(afternoon!.start, 'y@example.com')
    expect(await remaining(day, morning!.start)).toBe(1)

    const full = await reschedule(booking.accessToken, { pickupSlotStart: afternoon!.start })
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL', error: SLOT_FULL_MESSAGE })
    expect(await history(booking.id)).toHaveLength(1)
    expect(await movedMail(booking.id)).toHaveLength(0)

    const [nextMorning] = (await getSlots(t, localDateFromToday(4), 1)).slots
    const moved = await reschedule(booking.accessToken, { pickupSlotStart: nextMorning!.start })
    expect(moved.statusCode).toBe(200)
    expect(moved.headers['cache-control']).toBe('no-store')
    const order = moved.json<PublicOrder>()
    expect(order.pickupStart).toBe(new Date(nextMorning!.start).toISOString())
    expect(order.pickupEnd).toBe(new Date(nextMorning!.end).toISOString())
    expect(await remaining(day, morning!.start)).toBe(2)
    expect(await remaining(localDateFromToday(4), nextMorning!.start)).toBe(1)

    const events = await history(booking.id)
    expect(events).toHaveLength(2)
    expect(events.find((event) => event.kind === 'edited')?.notes).toMatch(
      /^Pickup moved by the customer on their order page to \w+day, /,
    )
    const [mail, ...more] = await movedMail(booking.id)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toContain('New pickup time')
    expect(mail!.text_body).toContain(`https://shop.example.com/orders/${booking.accessToken}`)
  })

  it('records one move and queues one e-mail when the request is replayed many times at once', async () => {
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(5), 1)).slots
    const booking = await book(morning!.start)
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => reschedule(booking.accessToken, { pickupSlotStart: afternoon!.start })),
    )
    const codes = responses.map((response) => response.statusCode).sort()
    expect(codes).toEqual([200, ...Array(7).fill(409)])
    for (const replay of responses.filter((response) => response.statusCode === 409)) {
      expect(replay.json()).toEqual({ error: 'Your pickup is already at this time.', code: 'CONFLICT' })
    }
    expect((await history(booking.id)).filter((event) => event.kind === 'edited')).toHaveLength(1)
    expect(await movedMail(booking.id)).toHaveLength(1)
    expect(await remaining(localDateFromToday(5), morning!.start)).toBe(2)
    expect(await remaining(localDateFromToday(5), afternoon!.start)).toBe(1)
  })

  it('refuses the time the order already has (409 with a sentence), changing nothing', async () => {
    const [morning] = (await getSlots(t, localDateFromToday(9), 1)).slots
    const booking = await book(morning!.start)
    const same = await reschedule(booking.accessToken, { pickupSlotStart: morning!.start })
    expect(same.statusCode).toBe(409)
    expect(same.json()).toEqual({ error: 'Your pickup is already at this time.', code: 'CONFLICT' })
    expect(await history(booking.id)).toHaveLength(1)
    expect(await movedMail(booking.id)).toHaveLength(0)
    expect(await remaining(localDateFromToday(9), morning!.start)).toBe(1)
  })

  it('is refused with a sentence once the knives are picked up, and inside the lead time', async () => {
    const [, afternoon] = (await getSlots(t, localDateFromToday(6), 1)).slots
    const [later] = (await getSlots(t, localDateFromToday(7), 1)).slots
    const picked = await book(afternoon!.start)
    await t.request({
      method: 'PATCH',
      url: `/api/bookings/${picked.id}/status`,
      payload: { status: 'in-progress' },
      cookie,
    })
    const refused = await reschedule(picked.accessToken, { pickupSlotStart: later!.start })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatch(/^This order can no longer be rescheduled here/)

    const soon = await book(afternoon!.start, 'soon@example.com')
    await putPickupSettings(t, cookie, { ...everyDayWindows, leadHours: 24 * 10 })
    try {
      const tooLate = await reschedule(soon.accessToken, { pickupSlotStart: later!.start })
      expect(tooLate.statusCode).toBe(409)
      expect(tooLate.json().error).toMatch(/^Your pickup is less than 240 hours away/)
    } finally {
      await putPickupSettings(t, cookie, everyDayWindows)
    }
    expect((await history(soon.id)).filter((event) => event.kind === 'edited')).toHaveLength(0)
    expect(await movedMail(soon.id)).toHaveLength(0)
  })

  it('refuses malformed, missing, past and non-existent times, HTML, control characters and 1 MB bodies; unknown tokens 404', async () => {
    const [morning] = (await getSlots(t, localDateFromToday(8), 1)).slots
    const booking = await book(morning!.start)
    const tomorrowAtTenThirty = new Date(Date.parse(morning!.start) + 90 * 60 * 1000).toISOString()
    const cases: Array<[unknown, number, string?]> = [
      [{}, 400],
      [{ pickupSlotStart: '' }, 400],
      [{ pickupSlotStart: 'tomorrow morning' }, 400],
      [{ pickupSlotStart: '2026-13-45T99:00:00Z' }, 400],
      [{ pickupSlotStart: 1_700_000_000_000 }, 400],
      [{ pickupSlotStart: '<script>alert(1)</script>' }, 400],
      [{ pickupSlotStart: `${morning!.start}\u0000` }, 400],
      [{ pickupSlotStart: '2020-01-01T14:00:00Z' }, 409, 'SLOT_UNAVAILABLE'],
      [{ pickupSlotStart: tomorrowAtTenThirty }, 409, 'SLOT_UNAVAILABLE'],
      ['[1,2]', 400],
      ['{"pickupSlotStart": "unclosed', 400],
      [JSON.stringify({ pickupSlotStart: 'x'.repeat(1024 * 1024) }), 413],
    ]
    for (const [payload, status, code] of cases) {
      const response = await reschedule(booking.accessToken, payload)
      const label = JSON.stringify(payload).slice(0, 60)
      expect(response.statusCode, label).toBe(status)
      expect(typeof response.json().error, label).toBe('string')
      if (code) expect(response.json().code, label).toBe(code)
    }
    for (const token of ['A'.repeat(43), 'short', '%00', 'é'.repeat(43)]) {
      const response = await reschedule(encodeURIComponent(token), { pickupSlotStart: morning!.start })
      expect(response.statusCode, token).toBe(404)
    }
    expect(await history(booking.id)).toHaveLength(1)
    const order = await t.request({ method: 'GET', url: `/api/public/orders/${booking.accessToken}` })
    expect(order.json<PublicOrder>().pickupStart).toBe(new Date(morning!.start).toISOString())
    expect(await movedMail(booking.id)).toHaveLength(0)
  })
})

describe('the rate limit of reschedules', () => {
  it('is the one of the order actions (429 with a sentence)', async () => {
    const limited = await createTestApp({ env: { ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '1' } })
    try {
      await putPickupSettings(limited, await limited.login(), everyDayWindows)
      const [morning, afternoon] = (await getSlots(limited, localDateFromToday(2), 1)).slots
      const response = await postBooking(limited, { ...pickupBooking, pickupSlotStart: morning!.start })
      const { accessToken } = response.json<CreatedBooking>()
      const move = (start: string) =>
        limited.request({
          method: 'POST',
          url: `/api/public/orders/${accessToken}/reschedule`,
          payload: { pickupSlotStart: start },
        })
      expect((await move(afternoon!.start)).statusCode).toBe(200)
      const second = await move(morning!.start)
      expect(second.statusCode).toBe(429)
      expect(second.json().error).toMatch(/^Too many changes from your network/)
    } finally {
      await limited.close()
    }
  })
})
