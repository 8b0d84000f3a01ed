import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, editForm, type AdminBookings } from '../bookings/admin-test-support.ts'

const SITE = 'https://shop.example.com'
let t: TestApp
let cookie: string
let admin: AdminBookings
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', PUBLIC_URL: SITE } })
  cookie = await t.login()
  admin = adminBookings(t, cookie)
})
afterAll(() => t.close())

let emails = 0
/** A booking by a customer of their own, with or without the reminder box ticked (no matter for reviews). */
const book = (consent: boolean) =>
  createBooking(t, { customerEmail: `reviewer${++emails}@example.com`, rebookReminder: consent })

const requestsOf = (bookingId: number) =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['to_email', 'subject', 'text_body', 'html_body', 'list_unsubscribe'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'review_request')
    .execute()

const setReviewRequests = (on: boolean) =>
  t.request({
    method: 'PUT',
    url: '/api/settings/reminders',
    cookie,
    payload: { rebookAfterDays: 120, reviewRequests: on },
  })

describe('the review request when an order becomes paid', () => {
  it('is queued with the status change to paid, once, with the review link and the one-click unsubscribe', async () => {
    const order = await book(false)
    expect((await admin.status(order.id, { status: 'completed' })).statusCode).toBe(200)
    expect(await requestsOf(order.id)).toEqual([])
    expect((await admin.status(order.id, { status: 'paid' })).statusCode).toBe(200)
    const [request, ...more] = await requestsOf(order.id)
    expect(more).toEqual([])
    const token = order.accessToken as string
    expect(request!.to_email).toBe(order.customerEmail)
    expect(request!.text_body).toContain(`${SITE}/orders/${token}/review`)
    expect(request!.list_unsubscribe).toMatch(new RegExp(`^${SITE}/unsubscribe/[A-Za-z0-9_-]{43}$`))
    expect(request!.text_body).toContain(request!.list_unsubscribe)
    expect(request!.html_body).not.toMatch(/review_request|reminders_opt_in/)

    // Paid again after a step back: asked once only.
    await admin.status(order.id, { status: 'completed' })
    await admin.status(order.id, { status: 'paid' })
    expect(await requestsOf(order.id)).toHaveLength(1)
  })

  it('is queued by the payment that settles the balance, beside the receipt', async () => {
    const order = await book(true)
    await admin.status(order.id, { status: 'completed' })
    expect((await admin.pay(order.id, { amount: '20.00', method: 'cash' })).statusCode).toBe(201)
    expect(await requestsOf(order.id)).toEqual([])
    expect((await admin.pay(order.id, { amount: '33.00', method: 'card' })).statusCode).toBe(201)
    expect(await requestsOf(order.id)).toHaveLength(1)
  })

  it('is queued by an edit that sets the status to paid', async () => {
    const order = await book(true)
    const stored = (await admin.get(order.id)).json()
    expect((await admin.update(order.id, editForm(stored, { status: 'paid' }))).statusCode).toBe(200)
    expect(await requestsOf(order.id)).toHaveLength(1)
  })

  it('goes without the reminder box ticked, but not after unsubscribing nor with review requests off', async () => {
    const noReminders = await book(false)
    await admin.status(noReminders.id, { status: 'paid' })
    expect(await requestsOf(noReminders.id)).toHaveLength(1)

    const unsubscribed = await book(true)
    await t.app.db
      .updateTable('customers')
      .set({ unsubscribed_at: Date.now() })
      .where('id', '=', unsubscribed.customerId as number)
      .execute()
    await admin.status(unsubscribed.id, { status: 'paid' })
    expect(await requestsOf(unsubscribed.id)).toEqual([])

    expect((await setReviewRequests(false)).statusCode).toBe(200)
    const off = await book(false)
    await admin.status(off.id, { status: 'paid' })
    expect(await requestsOf(off.id)).toEqual([])
    await setReviewRequests(true)
  })

  it('is not queued when the change is refused: a failed request changes nothing', async () => {
    const order = await book(true)
    const refused = await admin.pay(order.id, { amount: '500.00', method: 'cash' })
    expect(refused.statusCode).toBe(400)
    expect(await requestsOf(order.id)).toEqual([])
    expect(
      await t.app.db.selectFrom('review_requests').where('booking_id', '=', order.id).selectAll().execute(),
    ).toEqual([])
  })
})
