import { Writable } from 'node:stream'

import type { ParsedMail } from 'mailparser'
import { afterEach, describe, expect, it } from 'vitest'

import type { Customer } from '../../../shared/customer.schema.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { countBookingRows, detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { testClock } from '../../test/test-clock.ts'
import { outboxRows, waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'

const ZONE = 'America/New_York'
const DAY_MS = 24 * 60 * 60 * 1000
const SITE = 'https://shop.example.com'
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({
    ...options,
    env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', PUBLIC_URL: SITE, ...options.env },
  })
  cleanups.push(() => t.close())
  return { t, cookie: await t.login() }
}

/** Today at hh:mm on the business's clock. */
const todayAt = (hour: number, minute = 0) =>
  localTimeToInstant(localDateAt(Date.now(), ZONE), hour * 60 + minute, ZONE)

async function book(t: TestApp, body: Record<string, unknown>) {
  const response = await postBooking(t, { ...detailedBooking, ...body })
  expect(response.statusCode).toBe(201)
  return response.json<CreatedBooking>()
}

/** The order, `status` and `daysAgo` old (as if booked then). */
async function age(t: TestApp, id: number, status: string, daysAgo: number, now = Date.now()) {
  await t.app.db
    .updateTable('bookings')
    .set({ status, created_at: now - daysAgo * DAY_MS })
    .where('id', '=', id)
    .execute()
}

const customerOf = async (t: TestApp, cookie: string, id: number) =>
  (await t.request({ method: 'GET', url: `/api/customers/${id}`, cookie })).json<Customer>()

const rebookReminders = async (t: TestApp) =>
  (await outboxRows(t.app.db)).filter((row) => row.kind === 'rebook_reminder')

/** A header as sent, unfolded. */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ')

const unsubscribeTokenIn = (text: string) => text.match(/\/unsubscribe\/([A-Za-z0-9_-]+)/)?.[1]

describe('consent at booking', () => {
  it("keeps the customer's latest answer, unticked by default, and shows it to the owner", async () => {
    const { t, cookie } = await setUp()
    const first = await book(t, {})
    expect((await customerOf(t, cookie, first.customerId)).remindersOptIn).toBe(false)
    await book(t, { rebookReminder: true })
    expect((await customerOf(t, cookie, first.customerId)).remindersOptIn).toBe(true)
    const list = await t.request({ method: 'GET', url: '/api/customers', cookie })
    expect(list.json<{ customers: Customer[] }>().customers[0]).toMatchObject({ remindersOptIn: true })
    await book(t, { rebookReminder: false })
    expect((await customerOf(t, cookie, first.customerId)).remindersOptIn).toBe(false)
  })

  it('refuses a choice that is not true or false, and writes nothing', async () => {
    const { t } = await setUp()
    const before = await countBookingRows(t.app.db)
    const response = await postBooking(t, { ...detailedBooking, rebookReminder: 'yes' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'rebookReminder', message: 'The reminder choice must be true or false' }],
    })
    expect(await countBookingRows(t.app.db)).toEqual(before)
  })
})

describe('GET/PUT /api/settings/reminders', () => {
  it('starts at 120 days with review requests on, and keeps what the owner saves', async () => {
    const { t, cookie } = await setUp()
    const read = () => t.request({ method: 'GET', url: '/api/settings/reminders', cookie })
    expect((await read()).json()).toEqual({ rebookAfterDays: 120, reviewRequests: true })
    const saved = await t.request({
      method: 'PUT',
      url: '/api/settings/reminders',
      cookie,
      payload: { rebookAfterDays: 90, reviewRequests: false },
    })
    expect(saved.statusCode).toBe(200)
    expect((await read()).json()).toEqual({ rebookAfterDays: 90, reviewRequests: false })
    const history = await t.request({ method: 'GET', url: '/api/settings/reminders/history', cookie })
    expect(history.json().entries[0].changes).toContainEqual({
      field: 'rebookAfterDays',
      from: '120',
      to: '90',
    })
  })

  it.each([29, 366, 90.5, '90', null])('refuses %j days with 400, changing nothing', async (days) => {
    const { t, cookie } = await setUp()
    const response = await t.request({
      method: 'PUT',
      url: '/api/settings/reminders',
      cookie,
      payload: { rebookAfterDays: days, reviewRequests: true },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'rebookAfterDays', message: 'Remind after must be a whole number of days from 30 to 365' },
      ],
    })
    const read = await t.request({ method: 'GET', url: '/api/settings/reminders', cookie })
    expect(read.json()).toEqual({ rebookAfterDays: 120, reviewRequests: true })
  })

  it('refuses a signed-out caller', async () => {
    const { t } = await setUp()
    expect((await t.request({ method: 'GET', url: '/api/settings/reminders' })).statusCode).toBe(401)
    const put = await t.request({
      method: 'PUT',
      url: '/api/settings/reminders',
      payload: { rebookAfterDays: 60, reviewRequests: true },
    })
    expect(put.statusCode).toBe(401)
  })
})

describe('the sharpening-due reminder', () => {
  it('goes once to each opted-in customer whose last completed or paid order is old enough', async () => {
    const { t } = await setUp()
    const due = await book(t, { rebookReminder: true })
    await age(t, due.id, 'completed', 121)
    const paid = await book(t, { customerEmail: 'paid@example.com', rebookReminder: true })
    await age(t, paid.id, 'paid', 200)
    const notAsked = await book(t, { customerEmail: 'no@example.com' })
    await age(t, notAsked.id, 'completed', 200)
    const tooRecent = await book(t, { customerEmail: 'recent@example.com', rebookReminder: true })
    await age(t, tooRecent.id, 'completed', 119)
    const stillPending = await book(t, { customerEmail: 'pending@example.com', rebookReminder: true })
    await age(t, stillPending.id, 'pending', 200)
    const bookedSince = await book(t, { customerEmail: 'again@example.com', rebookReminder: true })
    await age(t, bookedSince.id, 'completed', 200)
    await book(t, { customerEmail: 'again@example.com', rebookReminder: true })
    // A cancelled booking since is no booking: that customer is still due.
    const cancelledSince = await book(t, { customerEmail: 'cancelled@example.com', rebookReminder: true })
    await age(t, cancelledSince.id, 'completed', 150)
    const cancelled = await book(t, { customerEmail: 'cancelled@example.com', rebookReminder: true })
    await age(t, cancelled.id, 'cancelled', 10)

    expect(await t.app.rebookReminders.runRound()).toBe(3)
    expect(await t.app.rebookReminders.runRound()).toBe(0)
    const rows = await rebookReminders(t)
    expect(rows.map((row) => row.booking_id).sort((a, b) => a! - b!)).toEqual([
      due.id,
      paid.id,
      cancelledSince.id,
    ])
    const reminder = rows.find((row) => row.booking_id === due.id)!
    expect(reminder.to_email).toBe('jane.doe@example.com')
    const bookAgain = `${SITE}/book?again=${due.accessToken}`
    expect(reminder.text_body).toContain(bookAgain)
    expect(reminder.text_body).toContain(
      'To stop reminders and review requests (e-mails about your orders still come):',
    )
    expect(reminder.html_body).toContain(`href="${bookAgain}"`)
    const token = unsubscribeTokenIn(reminder.text_body)!
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(reminder.list_unsubscribe).toBe(`${SITE}/unsubscribe/${token}`)
    const records = await t.app.db.selectFrom('rebook_reminders').select('booking_id').execute()
    expect(records).toHaveLength(3)
  })

  it('follows the delay saved in Settings', async () => {
    const { t, cookie } = await setUp()
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 45)
    expect(await t.app.rebookReminders.runRound()).toBe(0)
    await t.request({
      method: 'PUT',
      url: '/api/settings/reminders',
      cookie,
      payload: { rebookAfterDays: 30, reviewRequests: true },
    })
    expect(await t.app.rebookReminders.runRound()).toBe(1)
  })

  it('runs once a day in each process, from the reminder hour on the business clock', async () => {
    const { t } = await setUp()
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 130)
    expect(await t.app.rebookReminders.dailyRound(todayAt(17, 59))).toBe(0)
    expect(await t.app.rebookReminders.dailyRound(todayAt(18))).toBe(1)
    const later = await book(t, { customerEmail: 'later@example.com', rebookReminder: true })
    await age(t, later.id, 'completed', 130)
    expect(await t.app.rebookReminders.dailyRound(todayAt(18, 1))).toBe(0)
    expect(await t.app.rebookReminders.dailyRound(todayAt(23, 59))).toBe(0)
    expect(await t.app.rebookReminders.dailyRound(todayAt(18) + DAY_MS)).toBe(1)
  })

  it("is queued by the job on the app's clock, as the day-before pickup reminder is", async () => {
    const clock = testClock({ start: todayAt(18) - 30_000 })
    const { t } = await setUp({ clock })
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 130)
    expect(await rebookReminders(t)).toHaveLength(0)
    clock.advance(60_000)
    await waitFor(async () => (await rebookReminders(t)).length === 1, 10_000, 'the reminder')
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  it('puts List-Unsubscribe on the reminder only, and opts out at once on the one-click POST', async () => {
    const smtp = await startTestSmtpServer()
    cleanups.push(() => smtp.close())
    const { t, cookie } = await setUp({
      env: { SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true', MAIL_RETRY_BASE_SECONDS: '0.05' },
    })
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'paid', 121)
    expect(await t.app.rebookReminders.runRound()).toBe(1)
    t.app.mailSender.wake()
    await waitFor(async () => smtp.received.length === 2, 10_000, 'the confirmation and the reminder')

    const byKind = (subject: string) =>
      smtp.received.find(({ mail }) => mail.subject?.includes(subject))!.mail
    const reminder = byKind('Time to sharpen your knives again?')
    const token = unsubscribeTokenIn(reminder.text ?? '')!
    const link = `${SITE}/unsubscribe/${token}`
    expect(headerLine(reminder, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`)
    expect(headerLine(reminder, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    expect(reminder.headers.get('list')).toMatchObject({ unsubscribe: { url: link } })
    const confirmation = smtp.received.find(({ mail }) => mail !== reminder)!.mail
    expect(confirmation.subject).toContain('Booking')
    expect(headerLine(confirmation, 'list-unsubscribe')).toBeUndefined()
    expect(headerLine(confirmation, 'list-unsubscribe-post')).toBeUndefined()

    const page = await t.request({ method: 'GET', url: `/api/public/unsubscribe/${token}` })
    expect(page.json()).toEqual({
      email: expect.stringMatching(/^j•+@example\.com$/),
      subscribed: true,
      reminders: true,
    })
    // As a mail provider sends it: no session, no Origin, the RFC's form body.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.json()).toMatchObject({ subscribed: false, reminders: false })
    expect(await customerOf(t, cookie, order.customerId)).toMatchObject({
      remindersOptIn: false,
      unsubscribedAt: expect.any(String),
    })

    // No more reminders, even for a newer order; transactional mail still goes out.
    const next = await book(t, {})
    await age(t, next.id, 'completed', 150)
    expect(await t.app.rebookReminders.runRound()).toBe(0)
    t.app.mailSender.wake()
    await waitFor(async () => smtp.received.length === 3, 10_000, 'the second confirmation')
  })

  it('accepts the POST from another site (a web mail client), and answers an unknown link with 404', async () => {
    const { t } = await setUp()
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 121)
    await t.app.rebookReminders.runRound()
    const token = unsubscribeTokenIn((await rebookReminders(t))[0]!.text_body)!
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { origin: 'https://mail.example.net', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(crossSite.statusCode).toBe(200)
    for (const unknown of ['A'.repeat(43), 'short']) {
      const post = await t.app.inject({ method: 'POST', url: `/unsubscribe/${unknown}` })
      expect(post.statusCode).toBe(404)
      expect(post.json()).toMatchObject({ code: 'NOT_FOUND' })
      const get = await t.app.inject({ method: 'GET', url: `/api/public/unsubscribe/${unknown}` })
      expect(get.statusCode).toBe(404)
    }
  })
})

describe('the request log', () => {
  it('never shows the unsubscribe token nor the order token of "Book again"', async () => {
    let output = ''
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString()
        done()
      },
    })
    const { t } = await setUp({ env: { LOG_LEVEL: 'info' }, logStream })
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 121)
    await t.app.rebookReminders.runRound()
    const token = unsubscribeTokenIn((await rebookReminders(t))[0]!.text_body)!
    for (const url of [
      `/unsubscribe/${token}`,
      `/unsubscribe/${token}%E0%A4%A`,
      `/api/public/unsubscribe/${token}`,
      `/book?again=${order.accessToken}`,
    ])
      await t.request({ method: 'GET', url })
    await t.request({ method: 'POST', url: `/unsubscribe/${token}` })
    expect(output).toContain('/api/public/unsubscribe/:token')
    expect(output).toContain('"url":"/unsubscribe/:token"')
    expect(output).toContain('"url":"/book"')
    expect(output).not.toContain(token)
    expect(output).not.toContain(order.accessToken)
  }, 20_000)
})
