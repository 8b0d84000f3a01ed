import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { Email, EmailList } from '../../../shared/email.schema.ts'
import type { CreatedBooking, PublicOrder } from '../../../shared/order-page.schema.ts'
import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const NOT_FOUND = {
  error: 'We could not find this order. The link may be mistyped, or it was replaced by a newer one.',
  code: 'NOT_FOUND',
}

let t: TestApp
let cookie: string

async function book(t: TestApp, payload: object = detailedBooking): Promise<CreatedBooking> {
  const response = await postBooking(t, payload)
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json()
}

const getOrder = (token: string) => t.request({ method: 'GET', url: `/api/public/orders/${token}` })
const cancel = (token: string) => t.request({ method: 'POST', url: `/api/public/orders/${token}/cancel` })
const writeMessage = (token: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/public/orders/${token}/messages`,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  })
const history = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/bookings/${id}`, cookie })).json<BookingWithHistory>().events
const inbox = async () =>
  (await t.request({ method: 'GET', url: '/api/emails?limit=100', cookie })).json<EmailList>()
/** The inbox's message about this order, opened (bodies and all). */
const messageAbout = async (bookingId: number) => {
  const listed = (await inbox()).emails.find((item) => item.bookingId === bookingId)
  if (!listed) return undefined
  return (await t.request({ method: 'GET', url: `/api/emails/${listed.id}`, cookie })).json<Email>()
}

beforeAll(async () => {
  // The limits have their own test below; here they would only count this file's requests.
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
    const booking = await book(t)
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
    const [a, b] = [await book(t), await book(t)]
    expect(a.accessToken).not.toBe(b.accessToken)
    const admin = await t.request({ method: 'GET', url: `/api/bookings/${a.id}`, cookie })
    expect(admin.body).not.toContain(a.accessToken)
  })

  it('answers the same 404 for unknown, malformed and reset tokens', async () => {
    const booking = await book(t)
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
    const booking = await book(t)
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
    const booking = await book(t)
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
    const booking = await book(t)
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
    const booking = await book(t, pickupBooking)
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
    const booking = await book(t)
    const before = (await history(booking.id)).length
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(booking.accessToken)))
    const codes = responses.map((response) => response.statusCode).sort()
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    expect(await history(booking.id)).toHaveLength(before + 1)
  })
})

describe('writing to the business from the order page', () => {
  it('lands in the inbox linked to the customer and the order, and in the order history', async () => {
    const booking = await book(t, { ...detailedBooking, customerEmail: 'Writer@Example.com' })
    // HTML is the text the customer wrote ("<3", "a<b"): stored and answered as written, never as an HTML part.
    const text = 'Can you come after 5pm? a<b <3\n<b>Thanks</b> <script>alert(1)</script>'
    const response = await writeMessage(booking.accessToken, { message: `  ${text}  ` })
    expect(response.statusCode).toBe(201)
    const email = await messageAbout(booking.id)
    expect(email).toMatchObject({
      source: 'order-page',
      fromEmail: 'writer@example.com',
      replyTo: expect.stringMatching(/^writer@example\.com$/i),
      fromName: 'Jane Doe',
      customerId: booking.customerId,
      bookingId: booking.id,
      textContent: text,
      htmlContent: null,
      subject: `Message about order BO-${String(booking.id).padStart(6, '0')}`,
    })
    expect(email?.customer?.id).toBe(booking.customerId)
    expect((await history(booking.id))[0]).toMatchObject({ kind: 'customer_message', notes: text })
    const timeline = (await getOrder(booking.accessToken)).json<PublicOrder>().timeline
    expect(timeline.at(-1)).toMatchObject({ kind: 'message', byCustomer: true, detail: text })
  })

  it("is marked as written on the order page, never as an e-mail from the address, and answered at the booking's", async () => {
    // Someone books with an address that is not theirs (an existing customer's) and writes from its order page.
    await book(t, { ...detailedBooking, customerEmail: 'owner@example.com', customerName: 'Real Owner' })
    const impostor = await book(t, { ...detailedBooking, customerEmail: ' Owner@Example.com ' })
    expect(
      (await writeMessage(impostor.accessToken, { message: 'Send my knives elsewhere' })).statusCode,
    ).toBe(201)
    const listed = (await inbox()).emails.find((item) => item.bookingId === impostor.id)
    expect(listed).toMatchObject({
      source: 'order-page',
      preview: 'Send my knives elsewhere',
      hasHtml: false,
    })
    expect(listed?.replyTo.toLowerCase()).toBe('owner@example.com')
  })

  it('refuses empty, too long, control characters, non-objects and 1 MB bodies, storing nothing', async () => {
    const booking = await book(t)
    const before = (await inbox()).counts.all
    const cases: Array<[unknown, number]> = [
      [{ message: '' }, 400],
      [{ message: '   \n ' }, 400],
      [{}, 400],
      [{ message: 42 }, 400],
      [{ message: 'x'.repeat(2001) }, 400],
      [{ message: 'bell\u0007' }, 400],
      [{ message: 'nul\u0000' }, 400],
      [{ message: 'half \ud800 pair' }, 400],
      ['[1,2]', 400],
      ['{"message": "unclosed', 400],
      [JSON.stringify({ message: 'x'.repeat(1024 * 1024) }), 413],
    ]
    for (const [payload, status] of cases) {
      const response = await writeMessage(booking.accessToken, payload)
      const label = JSON.stringify(payload).slice(0, 40)
      expect(response.statusCode, label).toBe(status)
      expect(typeof response.json().error, label).toBe('string')
    }
    expect((await inbox()).counts.all).toBe(before)
    expect(await history(booking.id)).toHaveLength(1)
    expect((await writeMessage(booking.accessToken, { message: 'y'.repeat(2000) })).statusCode).toBe(201)
    expect((await writeMessage('A'.repeat(43), { message: 'hello' })).statusCode).toBe(404)
  })
  it('counts the length in characters, not UTF-16 units: 2,000 emoji fit, 2,001 are refused naming the field', async () => {
    const booking = await book(t)
    const tooLong = await writeMessage(booking.accessToken, { message: '🔪'.repeat(2001) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Your message must be at most 2,000 characters',
      issues: [{ path: 'message', message: 'Your message must be at most 2,000 characters' }],
    })
    const longest = '🔪'.repeat(2000)
    expect(longest.length).toBe(4000)
    expect((await writeMessage(booking.accessToken, { message: longest })).statusCode).toBe(201)
    expect((await messageAbout(booking.id))?.textContent).toBe(longest)
  })
})

describe('the request log', () => {
  it('shows the route pattern, never the token', async () => {
    let output = ''
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString()
        done()
      },
    })
    const logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream })
    try {
      const booking = await book(logged)
      const { accessToken } = booking
      for (const url of [
        `/api/public/orders/${accessToken}`,
        `/orders/${accessToken}`,
        `/api/public/orders/${accessToken}/nothing-here`,
        `/api/public/orders/${accessToken}%E0%A4%A`,
        `/orders/${accessToken}%E0%A4%A`,
      ]) {
        await logged.request({ method: 'GET', url })
      }
      await logged.request({ method: 'POST', url: `/api/public/orders/${accessToken}/messages`, payload: {} })
      await logged.request({ method: 'POST', url: `/api/public/orders/${accessToken}/cancel` })
      expect(output).toContain('/api/public/orders/:token')
      expect(output).toContain('/api/public/orders/:token/cancel')
      expect(output).not.toContain(accessToken)
    } finally {
      await logged.close()
    }
  })
})

describe('rate limits', () => {
  it('limits each client across the order page and its actions (429 with a sentence)', async () => {
    const limited = await createTestApp({
      env: { ORDER_PAGE_RATE_LIMIT_PER_MIN: '3', ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '1' },
    })
    try {
      const { accessToken } = await book(limited)
      const get = () => limited.request({ method: 'GET', url: `/api/public/orders/${accessToken}` })
      const cancelIt = () =>
        limited.request({ method: 'POST', url: `/api/public/orders/${accessToken}/cancel` })
      expect((await cancelIt()).statusCode).toBe(200)
      const second = await cancelIt()
      expect(second.statusCode).toBe(429)
      expect(second.json().error).toMatch(/^Too many changes from your network/)
      expect((await get()).statusCode).toBe(200)
      const refused = await get()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toBe(
        'Too many requests for this page. Please wait a minute and try again.',
      )
      expect(refused.headers['retry-after']).toBeDefined()
    } finally {
      await limited.close()
    }
  })

  it('limits the messages among the changes: 429 in the error shape, the message not stored', async () => {
    const limited = await createTestApp({ env: { ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '2' } })
    try {
      const admin = await limited.login()
      const { accessToken, id } = await book(limited)
      const write = (message: string) =>
        limited.request({
          method: 'POST',
          url: `/api/public/orders/${accessToken}/messages`,
          payload: { message },
        })
      expect((await write('first')).statusCode).toBe(201)
      expect((await write('second')).statusCode).toBe(201)
      const refused = await write('third')
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['content-type']).toMatch(/^application\/json/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({
        error: 'Too many changes from your network. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      })
      const inbox = await limited.request({ method: 'GET', url: '/api/emails?limit=100', cookie: admin })
      const texts = inbox
        .json<EmailList>()
        .emails.filter((email) => email.bookingId === id)
        .map((email) => email.preview)
      expect(texts.sort()).toEqual(['first', 'second'])
    } finally {
      await limited.close()
    }
  })
})
