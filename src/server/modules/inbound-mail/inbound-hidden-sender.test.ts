import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { EmailList } from '../../../shared/email.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'

const TOKEN = 'test-inbound-token-0123456789'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_TOKEN: TOKEN, BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
})
afterAll(() => t.close())

const message = (from: string) =>
  [
    `From: ${from}`,
    'To: hello@sharpedge.example',
    'Subject: Please send my knives elsewhere',
    `Message-ID: <${Math.random().toString(36).slice(2)}@attacker.example>`,
    '',
    'New address, please.',
  ].join('\r\n')

describe('a sender address hidden inside an encoded display name (mailparser 3.14)', () => {
  it('is not linked to the customer whose address the name spells out', async () => {
    await createBooking(t, { customerName: 'Known Customer', customerEmail: 'victim@known.example' })
    const hidden = Buffer.from('"Known Customer" <victim@known.example>').toString('base64')
    const response = await t.request({
      method: 'POST',
      url: '/api/inbound/email',
      payload: message(`=?utf-8?B?${hidden}?= <attacker@evil.example>`),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822' },
    })
    expect(response.statusCode, response.body).toBe(201)
    const cookie = await t.login()
    const [email] = (await t.request({ method: 'GET', url: '/api/emails', cookie })).json<EmailList>().emails
    expect(email).toMatchObject({ fromEmail: 'attacker@evil.example', customerId: null, customer: null })

    // And with no real address beside it, the encoded one is still only a name, never the sender.
    const alone = await t.request({
      method: 'POST',
      url: '/api/inbound/email',
      payload: message(`=?utf-8?B?${hidden}?=`),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822' },
    })
    // The issue's own header, exactly as reported.
    const reported = await t.request({
      method: 'POST',
      url: '/api/inbound/email',
      payload: message('=?utf-8?B?"Known Customer" <victim@known.example>?='),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822' },
    })
    expect(reported.statusCode).toBe(400)
    expect(reported.json()).toMatchObject({ error: 'The From header holds no valid e-mail address.' })
    const linked = (await t.request({ method: 'GET', url: '/api/emails', cookie }))
      .json<EmailList>()
      .emails.filter((stored) => stored.customerId !== null)
    expect(linked, alone.body).toEqual([])
  })
})
