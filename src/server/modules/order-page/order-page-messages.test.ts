import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { Email, EmailList } from '../../../shared/email.schema.ts'
import type { PublicOrder } from '../../../shared/order-page.schema.ts'
import { bookOrder, detailedBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let cookie: string

const getOrder = (token: string) => t.request({ method: 'GET', url: `/api/public/orders/${token}` })
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

describe('writing to the business from the order page', () => {
  it('lands in the inbox linked to the customer and the order, and in the order history', async () => {
    const booking = await bookOrder(t, { ...detailedBooking, customerEmail: 'Writer@Example.com' })
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
    await bookOrder(t, { ...detailedBooking, customerEmail: 'owner@example.com', customerName: 'Real Owner' })
    const impostor = await bookOrder(t, { ...detailedBooking, customerEmail: ' Owner@Example.com ' })
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
    const booking = await bookOrder(t)
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
    const booking = await bookOrder(t)
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
