import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AttentionList } from '../../../shared/attention.schema.ts'
import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { EmailReply, EmailReplyList } from '../../../shared/email-reply.schema.ts'
import type { CreatedBooking, PublicOrder } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows, waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'
import {
  customerEmail,
  INBOUND_TOKEN,
  newestEmailId,
  receiveEmail,
  replies,
} from './email-replies-test-support.ts'

let smtp: TestSmtpServer
let t: TestApp
let cookie: string
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      INBOUND_EMAIL_TOKEN: INBOUND_TOKEN,
      BUSINESS_EMAIL: 'hello@sharpedge.example',
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
    },
  })
  cookie = await t.login()
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** The message the mail server received with this subject, once the sender has delivered it. */
const delivered = (subject: string) =>
  waitFor(async () => smtp.received.find((entry) => entry.mail.subject === subject), 10_000, subject)

describe('replying to an e-mail from the inbox', () => {
  it('queues the reply in the outbox and sends it threaded under the e-mail, HTML escaped', async () => {
    const emailId = await receiveEmail(t, customerEmail())
    const body = '  Hi Tom,\n\nWe do not take serrated blades, sorry. <b>Not even</b> bread knives & co.  '
    const response = await replies(t, cookie).send(emailId, { body })
    expect(response.statusCode, response.body).toBe(201)
    const reply = response.json<EmailReply>()
    expect(reply).toMatchObject({
      emailId,
      body: body.trim(),
      mail: {
        kind: 'owner_reply',
        bookingId: null,
        to: 'tbecker@example.net',
        subject: 'Re: Do you sharpen serrated knives?',
      },
    })
    const [row] = (await outboxRows(t.app.db)).filter((queued) => queued.id === reply.mail.id)
    expect(row).toMatchObject({ kind: 'owner_reply', in_reply_to: '<question-1@mail.customer.example>' })

    const { mail, recipients } = await delivered('Re: Do you sharpen serrated knives?')
    expect(recipients).toEqual(['tbecker@example.net'])
    expect(mail.inReplyTo).toBe('<question-1@mail.customer.example>')
    expect([mail.references].flat()).toEqual(['<question-1@mail.customer.example>'])
    expect(mail.replyTo?.value).toEqual([expect.objectContaining({ address: 'hello@sharpedge.example' })])
    expect(mail.text).toContain('We do not take serrated blades, sorry. <b>Not even</b> bread knives & co.')
    // The customer's question, quoted under the answer.
    expect(mail.text).toContain('> My bread knife is getting dull.')
    expect(mail.html).toContain('&lt;b&gt;Not even&lt;/b&gt; bread knives &amp; co.')
    expect(mail.html).not.toContain('<b>Not even</b>')

    // The thread shows it, and its e-mail's state once sent.
    const thread = await waitFor(async () => {
      const list = (await replies(t, cookie).list(emailId)).json<EmailReplyList>()
      return list.replies[0]?.mail.status === 'sent' ? list : undefined
    })
    expect(thread.replies.map((entry) => entry.body)).toEqual([body.trim()])
  })

  it('keeps "Re:" once, and never lets a subject that decodes to a line break add a header', async () => {
    const injected = `=?UTF-8?B?${Buffer.from('Re: Hi\r\nBcc: spy@evil.example').toString('base64')}?=`
    const emailId = await receiveEmail(t, customerEmail({ subject: injected, messageId: '<q2@x.example>' }))
    const response = await replies(t, cookie).send(emailId, { body: 'Thanks!' })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json<EmailReply>().mail.subject).toBe('Re: Hi Bcc: spy@evil.example')

    const { mail, recipients } = await delivered('Re: Hi Bcc: spy@evil.example')
    expect(recipients).toEqual(['tbecker@example.net'])
    expect(mail.bcc).toBeUndefined()
    expect(mail.headers.has('bcc')).toBe(false)
  })

  it('sends no In-Reply-To for an e-mail that had no Message-ID, and says "Re: Your e-mail" without a subject', async () => {
    const raw = customerEmail({ messageId: null, subject: '' })
    const emailId = await receiveEmail(t, raw)
    expect((await replies(t, cookie).send(emailId, { body: 'Hello' })).statusCode).toBe(201)
    const { mail } = await delivered('Re: Your e-mail')
    expect(mail.inReplyTo).toBeUndefined()
    expect(mail.references).toBeUndefined()
  })
})

describe('replying to a message written on the order page', () => {
  it("goes to the booking's e-mail and shows in the order's history and on the customer's order page", async () => {
    const booked = await postBooking(t, detailedBooking)
    expect(booked.statusCode, booked.body).toBe(201)
    const booking = booked.json<CreatedBooking>()
    const page = `/api/public/orders/${booking.accessToken}`
    const wrote = await t.request({
      method: 'POST',
      url: `${page}/messages`,
      payload: { message: 'After 5?' },
    })
    expect(wrote.statusCode, wrote.body).toBe(201)
    const emailId = await newestEmailId(t, cookie)

    const answer = 'Yes, we come by at 5:30.\nSee you then.'
    const response = await replies(t, cookie).send(emailId, { body: answer })
    expect(response.statusCode, response.body).toBe(201)
    const subject = `Re: Your message about order #${booking.id} (BO-${String(booking.id).padStart(6, '0')})`
    expect(response.json<EmailReply>().mail).toMatchObject({
      bookingId: booking.id,
      to: 'jane.doe@example.com',
      subject,
    })

    const { mail } = await delivered(subject)
    expect(mail.inReplyTo).toBeUndefined()
    expect(mail.text).toContain(answer)
    expect(mail.text).toContain(`/orders/${booking.accessToken}`)

    const order = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, cookie })
    const history = order.json<BookingWithHistory>().events
    expect(history.find((event) => event.kind === 'owner_reply')).toMatchObject({ notes: answer })
    // Sent: its e-mail is in the history too, and the customer's page still shows the reply once.
    await waitFor(async () => {
      const events = (
        await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, cookie })
      ).json<BookingWithHistory>().events
      return events.some((event) => event.kind === 'email_sent' && event.notes?.startsWith('Reply to '))
    })
    const timeline = (await t.request({ method: 'GET', url: page })).json<PublicOrder>().timeline
    expect(timeline.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['created', null],
      ['message', 'After 5?'],
      ['reply', answer],
    ])

    // Answered: the message's item in "Needs attention" is done.
    const open = (
      await t.request({ method: 'GET', url: '/api/attention?status=open', cookie })
    ).json<AttentionList>()
    expect(
      open.items.filter((item) => item.bookingId === booking.id && item.kind === 'customer_message'),
    ).toEqual([])
  })
})
