import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { PublicOrder } from '../../../shared/order-page.schema.ts'
import { bookOrder, pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const NOT_FOUND = {
  error: 'We could not find this order. The link may be mistyped, or it was replaced by a newer one.',
  code: 'NOT_FOUND',
}

let t: TestApp
let cookie: string

const getOrder = (token: string) => t.request({ method: 'GET', url: `/api/public/orders/${token}` })
const cancel = (token: string) => t.request({ method: 'POST', url: `/api/public/orders/${token}/cancel` })
const history = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/bookings/${id}`, cookie })).json<BookingWithHistory>().events

beforeAll(async () => {
  // The limits have their own test (order-page-limits.test.ts); here they would only count this file's requests.
  t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
    },
  })
  cookie = await t.login()
})
afterAll(() => t.close())

describe('the order link', () => {
  it('is created with the booking, returned once, and opens the whole order with its price lines', async () => {
    const booking = await bookOrder(t)
    expect(booking.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const response = await getOrder(booking.accessToken)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    // No page of the site tells another site its address, where the token is.
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    const order = response.json<PublicOrder>()
    expect(order).toMatchObject({
      id: booking.id,
      status: 'pending',
      customerName: 'Jane Doe',
      customerEmail: 'jane.doe@example.com',
      streetAddress: '12 Palm Lane',
      estimatedPrice: booking.estimatedPrice,
      canCancel: true,
      finalPrice: null,
    })
    expect(order.priceLines.map((line) => [line.quantity, line.unitCents])).toEqual([
      [2, 900],
      [1, 800],
      [3, 600],
      [1, 400],
      [2, 100],
      [1, 300],
    ])
    const lineTotal = order.priceLines.reduce((sum, line) => sum + line.totalCents, 0)
    expect((lineTotal / 100).toFixed(2)).toBe(order.estimatedPrice)
    expect(order.timeline).toEqual([
      { at: booking.createdAt, kind: 'created', status: 'pending', byCustomer: false, detail: null },
    ])
  })

  it('is different for every booking and not part of the admin booking', async () => {
    const [a, b] = [await bookOrder(t), await bookOrder(t)]
    expect(a.accessToken).not.toBe(b.accessToken)
    const admin = await t.request({ method: 'GET', url: `/api/bookings/${a.id}`, cookie })
    expect(admin.body).not.toContain(a.accessToken)
  })

  it('answers the same 404 for unknown, malformed and reset tokens', async () => {
    const booking = await bookOrder(t)
    const misses = [
      'a',
      'A'.repeat(42),
      'A'.repeat(43),
      'f'.repeat(64),
      booking.accessToken.slice(0, -1),
      `${booking.accessToken}x`,
      booking.accessToken.toUpperCase() === booking.accessToken
        ? 'z'.repeat(43)
        : booking.accessToken.toUpperCase(),
      String(booking.id),
      encodeURIComponent('../../api/health'),
      encodeURIComponent(`${booking.accessToken.slice(0, 40)}%00`),
      encodeURIComponent('é'.repeat(43)),
      encodeURIComponent("' or '1'='1"),
      'x'.repeat(99),
      'x'.repeat(100_000),
      // Sent as they are: escapes the router cannot decode, or that decode to no valid text.
      '%E0%A4%A',
      '%',
      '%%',
      '%zz',
      '%E0%A4%41',
      '%C0%AF',
      `${booking.accessToken}%`,
      `%${booking.accessToken}`,
      `${'%E0%A4%A'.repeat(20_000)}`,
    ]
    for (const miss of misses) {
      const response = await getOrder(miss)
      expect(response.statusCode, miss.slice(0, 50)).toBe(404)
      expect(response.json(), miss.slice(0, 50)).toEqual(NOT_FOUND)
    }
    const actions = [
      ['cancel', undefined],
      ['messages', { message: 'hi' }],
      ['reschedule', { pickupSlotStart: '2030-01-07T15:00:00Z' }],
    ] as const
    for (const [action, payload] of actions) {
      const url = `/api/public/orders/%E0%A4%A/${action}?x=%`
      const response = await t.request({ method: 'POST', url, ...(payload ? { payload } : {}) })
      expect(response.statusCode, action).toBe(404)
      expect(response.json(), action).toEqual(NOT_FOUND)
    }

    const reset = await t.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/customer-link/reset`,
      cookie,
    })
    expect(reset.statusCode).toBe(200)
    const { token } = reset.json<{ token: string }>()
    expect(token).not.toBe(booking.accessToken)
    expect((await getOrder(booking.accessToken)).json()).toEqual(NOT_FOUND)
    expect((await getOrder(booking.accessToken)).statusCode).toBe(404)
    expect((await cancel(booking.accessToken)).statusCode).toBe(404)
    expect((await getOrder(token)).statusCode).toBe(200)
    const shown = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/customer-link`, cookie })
    expect(shown.json()).toEqual({ token })
    expect((await history(booking.id))[0]?.notes).toMatch(/Customer link reset/)
  })

  it('is shown to the admin only', async () => {
    const booking = await bookOrder(t)
    const shown = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/customer-link`, cookie })
    expect(shown.json()).toEqual({ token: booking.accessToken })
    for (const [method, url] of [
      ['GET', `/api/bookings/${booking.id}/customer-link`],
      ['POST', `/api/bookings/${booking.id}/customer-link/reset`],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401)
    }
    expect((await getOrder(booking.accessToken)).statusCode).toBe(200)
  })

  it('never shows the business notes on a status change, only what happened', async () => {
    const booking = await bookOrder(t)
    await t.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      cookie,
      payload: { status: 'in-progress', notes: 'Internal: gate code 9911 works' },
    })
    const response = await getOrder(booking.accessToken)
    expect(response.body).not.toContain('9911')
    expect(response.json<PublicOrder>().timeline.map((entry) => [entry.kind, entry.status])).toEqual([
      ['created', 'pending'],
      ['status', 'in-progress'],
    ])
  })
})

describe('cancelling from the order page', () => {
  it('cancels a pending order, records it for the owner, and refuses a second time with a sentence', async () => {
    const booking = await bookOrder(t)
    const response = await cancel(booking.accessToken)
    expect(response.statusCode).toBe(200)
    const order = response.json<PublicOrder>()
    expect(order).toMatchObject({ status: 'cancelled', canCancel: false })
    expect(order.timeline.at(-1)).toMatchObject({ kind: 'status', status: 'cancelled', byCustomer: true })
    const events = await history(booking.id)
    expect(events[0]).toMatchObject({ kind: 'status', fromStatus: 'pending', toStatus: 'cancelled' })

    const again = await cancel(booking.accessToken)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'This order is already cancelled.', code: 'CONFLICT' })
    expect(await history(booking.id)).toHaveLength(events.length)
  })

  it('is refused once the knives are picked up', async () => {
    const booking = await bookOrder(t, pickupBooking)
    await t.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      cookie,
      payload: { status: 'in-progress' },
    })
    const response = await cancel(booking.accessToken)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toBe(
      'This order can no longer be cancelled here: it is already in progress. Please write to us below instead.',
    )
    expect((await getOrder(booking.accessToken)).json<PublicOrder>().status).toBe('in-progress')
  })

  it('records one cancellation when the request is replayed many times at once', async () => {
    const booking = await bookOrder(t)
    const before = (await history(booking.id)).length
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(booking.accessToken)))
    const codes = responses.map((response) => response.statusCode).sort()
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    expect(await history(booking.id)).toHaveLength(before + 1)
  })
})
