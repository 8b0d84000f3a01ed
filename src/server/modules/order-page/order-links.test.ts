import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ORDER_LINKS_SENT, type CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'
import { MAX_LINKED_ORDERS, ORDER_LINKS_PER_RECIPIENT } from './order-links.routes.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '0',
      PUBLIC_URL: 'https://shop.example.com',
    },
  })
})
afterAll(() => t.close())

async function book(email: string): Promise<CreatedBooking> {
  const response = await postBooking(t, { ...detailedBooking, customerEmail: email })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json()
}

const askForLinks = (payload: unknown, app = t) =>
  app.request({
    method: 'POST',
    url: '/api/public/order-links',
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  })
const linkMail = async () => (await outboxRows(t.app.db)).filter((row) => row.kind === 'order_links')

describe('"E-mail me my order links"', () => {
  it('queues one message to the address with a link to each of its orders, and nothing for an unknown one', async () => {
    const first = await book('links@example.com')
    const second = await book('Links@Example.com')
    await book('someone-else@example.com')

    const known = await askForLinks({ email: '  LINKS@example.com ' })
    expect(known.statusCode).toBe(202)
    expect(known.json()).toEqual({ message: ORDER_LINKS_SENT })
    const [mail, ...more] = await linkMail()
    expect(more).toHaveLength(0)
    expect(mail!.to_email.toLowerCase()).toBe('links@example.com')
    expect(mail!.booking_id).toBeNull()
    for (const booking of [first, second]) {
      expect(mail!.text_body).toContain(`https://shop.example.com/orders/${booking.accessToken}`)
      expect(mail!.html_body).toContain(`href="https://shop.example.com/orders/${booking.accessToken}"`)
    }
    expect(mail!.text_body).not.toContain('someone-else')
    expect(mail!.text_body).not.toContain('most recent')

    const unknown = await askForLinks({ email: 'nobody@example.com' })
    expect(unknown.statusCode).toBe(202)
    expect(unknown.body).toBe(known.body)
    expect(await linkMail()).toHaveLength(1)
  })

  it(`links the ${MAX_LINKED_ORDERS} most recent orders of a busy address and says so`, async () => {
    const address = 'restaurant@example.com'
    const booked: CreatedBooking[] = []
    for (let i = 0; i <= MAX_LINKED_ORDERS; i++) booked.push(await book(address))
    expect((await askForLinks({ email: address })).statusCode).toBe(202)
    const mail = (await linkMail()).find((row) => row.to_email === address)!
    const [oldest, ...newest] = booked
    expect(mail.text_body).not.toContain(oldest!.accessToken)
    for (const booking of newest) expect(mail.text_body).toContain(booking.accessToken)
    const sentence = `These are your ${MAX_LINKED_ORDERS} most recent orders. For an older one, reply to this e-mail and we will send you its link.`
    expect(mail.text_body).toContain(sentence)
    expect(mail.html_body).toContain(sentence)
    // Newest first, as the look-up lists them.
    const at = (booking: CreatedBooking) => mail.text_body.indexOf(booking.accessToken)
    expect(at(newest.at(-1)!)).toBeLessThan(at(newest[0]!))
  }, 30_000) // 51 bookings one after another, on a shared machine

  it('refuses what is not one e-mail address, HTML, control characters and 1 MB bodies, queueing nothing', async () => {
    const before = (await outboxRows(t.app.db)).length
    const cases: Array<[unknown, number]> = [
      [{}, 400],
      [{ email: '' }, 400],
      [{ email: 'not an address' }, 400],
      [{ email: ['a@example.com'] }, 400],
      [{ email: '<b>x</b>@example.com' }, 400],
      [{ email: 'a\u0000@example.com' }, 400],
      [{ email: `${'a'.repeat(300)}@example.com` }, 400],
      ['[1,2]', 400],
      ['{"email": "unclosed', 400],
      [JSON.stringify({ email: 'x'.repeat(1024 * 1024) }), 413],
    ]
    for (const [payload, status] of cases) {
      const response = await askForLinks(payload)
      const label = JSON.stringify(payload).slice(0, 40)
      expect(response.statusCode, label).toBe(status)
      expect(typeof response.json().error, label).toBe('string')
    }
    const otherSite = await t.request({
      method: 'POST',
      url: '/api/public/order-links',
      payload: { email: 'links@example.com' },
      headers: { origin: 'https://evil.example' },
    })
    expect(otherSite.statusCode).toBe(403)
    const notJson = await t.request({
      method: 'POST',
      url: '/api/public/order-links',
      payload: 'email=links@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(notJson.statusCode).toBe(415)
    expect(await outboxRows(t.app.db)).toHaveLength(before)
  })

  it('counts in the look-up limit (429 with a sentence)', async () => {
    const limited = await createTestApp({ env: { PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '2' } })
    try {
      const search = await limited.request({ method: 'GET', url: '/api/public/search?email=a@example.com' })
      expect(search.statusCode).toBe(200)
      expect((await askForLinks({ email: 'a@example.com' }, limited)).statusCode).toBe(202)
      const refused = await askForLinks({ email: 'a@example.com' }, limited)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toBe('Too many searches. Please wait a minute and try again.')
    } finally {
      await limited.close()
    }
  }, 30_000) // a second app of its own: its migrations alone take seconds on a busy machine
})

describe('"E-mail me my order links" against mail bombing', () => {
  it(`sends one address at most ${ORDER_LINKS_PER_RECIPIENT.limit} messages an hour, whichever clients ask, answering each the same`, async () => {
    const address = 'bombed@example.com'
    await book(address)
    const answers = []
    for (let n = 1; n <= 20; n++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/public/order-links',
        payload: { email: n % 2 ? address : ` Bombed@EXAMPLE.com` },
        remoteAddress: `198.51.100.${n}`,
      })
      answers.push(`${response.statusCode} ${response.body}`)
    }
    expect(new Set(answers)).toEqual(new Set([`202 ${JSON.stringify({ message: ORDER_LINKS_SENT })}`]))
    const sent = (await linkMail()).filter((row) => row.to_email === address)
    expect(sent).toHaveLength(ORDER_LINKS_PER_RECIPIENT.limit)

    // The hour passes.
    await t.app.db
      .updateTable('rate_limits')
      .set({ reset_at: Date.now() - 1 })
      .where('key', '=', `order-links:${address}`)
      .execute()
    expect((await askForLinks({ email: address })).statusCode).toBe(202)
    expect((await linkMail()).filter((row) => row.to_email === address)).toHaveLength(
      ORDER_LINKS_PER_RECIPIENT.limit + 1,
    )
  })
})
