import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer } from '../../../shared/customer.schema.ts'
import type { PaymentList } from '../../../shared/payment.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from '../bookings/admin-test-support.ts'
import { waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'

/**
 * Issue 43 point 5's consent rule: every paying customer is asked for a review, once per order, unless they
 * unsubscribed; the reminder box is consent to reminders only. Through a real SMTP server, to read the headers.
 */
const SITE = 'https://shop.example.com'
const DAY_MS = 24 * 60 * 60 * 1000
const REVIEW_SUBJECT = 'How did we do?'
let smtp: TestSmtpServer
let t: TestApp
let cookie: string
let admin: AdminBookings
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      PUBLIC_URL: SITE,
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_SECONDS: '0.05',
    },
  })
  cookie = await t.login()
  admin = adminBookings(t, cookie)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** Pays the detailed booking's whole $53.00; answers the payment's id. */
async function payInFull(bookingId: number): Promise<number> {
  const paid = await admin.pay(bookingId, { amount: '53.00', method: 'cash' })
  expect(paid.statusCode).toBe(201)
  return paid.json<PaymentList>().payments.at(-1)!.id
}

const mailOf = (bookingId: number, kind: string) =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['id', 'to_email', 'subject', 'list_unsubscribe'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .execute()

const customerOf = async (id: unknown) =>
  (await t.request({ method: 'GET', url: `/api/customers/${id as number}`, cookie })).json<Customer>()

/** The message the SMTP server received to this address with a subject that starts so. */
const delivered = (to: string, subject: string) => {
  t.app.mailSender.wake()
  return waitFor(
    async () =>
      smtp.received.find(
        ({ recipients, mail }) => recipients.includes(to) && mail.subject?.startsWith(subject),
      )?.mail,
    10_000,
    `"${subject}" to ${to}`,
  )
}

/** A header as sent, unfolded. */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ')

const oneClick = (link: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(link).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  })

describe('who is asked for a review', () => {
  it('a paying customer who never ticked the reminder box, once per order, with the one-click headers', async () => {
    const order = await createBooking(t, { customerEmail: 'never-ticked@example.com' })
    expect(await customerOf(order.customerId)).toMatchObject({ remindersOptIn: false, unsubscribedAt: null })
    const paymentId = await payInFull(order.id)
    const [request, ...more] = await mailOf(order.id, 'review_request')
    expect(more).toEqual([])
    expect(request!.to_email).toBe('never-ticked@example.com')

    // A second payment on the same order (the first voided, the order paid again): still one request.
    const voided = await admin.voidPayment(order.id, paymentId)
    expect(voided.statusCode).toBe(200)
    expect((await admin.get(order.id)).json()).toMatchObject({ status: 'completed' })
    await payInFull(order.id)
    expect((await admin.get(order.id)).json()).toMatchObject({ status: 'paid' })
    expect(await mailOf(order.id, 'review_request')).toHaveLength(1)

    const mail = await delivered('never-ticked@example.com', REVIEW_SUBJECT)
    const link = request!.list_unsubscribe!
    expect(link).toMatch(new RegExp(`^${SITE}/unsubscribe/[A-Za-z0-9_-]{43}$`))
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`)
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    const receipt = await delivered('never-ticked@example.com', 'Receipt:')
    expect(headerLine(receipt, 'list-unsubscribe')).toBeUndefined()
    expect(headerLine(receipt, 'list-unsubscribe-post')).toBeUndefined()
    // The unsubscribe page tells this customer they get review requests, not reminders.
    const status = await t.request({
      method: 'GET',
      url: new URL(link).pathname.replace('/', '/api/public/'),
    })
    expect(status.json()).toEqual({
      email: expect.stringMatching(/^n•+@example\.com$/),
      subscribed: true,
      reminders: false,
    })
  })

  it('no one after the one-click unsubscribe: no review request, no reminder; the receipt still goes', async () => {
    const email = 'unsubscribing@example.com'
    const first = await createBooking(t, { customerEmail: email, rebookReminder: true })
    await payInFull(first.id)
    const link = (await mailOf(first.id, 'review_request'))[0]!.list_unsubscribe!
    const status = () =>
      t.request({ method: 'GET', url: new URL(link).pathname.replace('/', '/api/public/') })
    expect((await status()).json()).toMatchObject({ subscribed: true, reminders: true })

    const before = Date.now()
    const posted = await oneClick(link)
    expect(posted.statusCode).toBe(200)
    expect(posted.json()).toMatchObject({ subscribed: false, reminders: false })
    const customer = await customerOf(first.customerId)
    expect(customer.remindersOptIn).toBe(false)
    expect(Date.parse(customer.unsubscribedAt!)).toBeGreaterThanOrEqual(before - 1000)

    // The paid order is old enough for a reminder: none is queued.
    await t.app.db
      .updateTable('bookings')
      .set({ created_at: Date.now() - 130 * DAY_MS })
      .where('id', '=', first.id)
      .execute()
    expect(await t.app.rebookReminders.runRound()).toBe(0)

    // The next order, booked without the box ticked, paid: a receipt, no review request.
    const next = await createBooking(t, { customerEmail: email })
    await payInFull(next.id)
    expect(await mailOf(next.id, 'review_request')).toEqual([])
    expect(await mailOf(next.id, 'receipt')).toHaveLength(1)
    const receipt = await delivered(email, `Receipt: order #${next.id} `)
    expect(headerLine(receipt, 'list-unsubscribe')).toBeUndefined()
    expect((await status()).json()).toMatchObject({ subscribed: false, reminders: false })
    expect((await customerOf(first.customerId)).unsubscribedAt).toBe(customer.unsubscribedAt)
  })

  it('the customer again once a new booking ticks the reminder box: new consent ends the unsubscribe', async () => {
    const email = 'changed-mind@example.com'
    const first = await createBooking(t, { customerEmail: email })
    await payInFull(first.id)
    const link = (await mailOf(first.id, 'review_request'))[0]!.list_unsubscribe!
    expect((await oneClick(link)).statusCode).toBe(200)

    const again = await createBooking(t, { customerEmail: email, rebookReminder: true })
    expect(await customerOf(again.customerId)).toMatchObject({ remindersOptIn: true, unsubscribedAt: null })
    await payInFull(again.id)
    expect(await mailOf(again.id, 'review_request')).toHaveLength(1)
    const status = await t.request({
      method: 'GET',
      url: new URL(link).pathname.replace('/', '/api/public/'),
    })
    expect(status.json()).toMatchObject({ subscribed: true, reminders: true })
  })
})
