import { describe, expect, it } from 'vitest'

import type { Customer } from '../../../shared/customer.schema.ts'
import { countBookingRows, detailedBooking, postBooking } from '../../test/bookings.ts'
import { testClock } from '../../test/test-clock.ts'
import { waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'
import {
  age,
  book,
  customerOf,
  DAY_MS,
  rebookReminders,
  rebookTestHarness,
  SITE,
  unsubscribeTokenIn,
} from './rebook-reminders-test-support.ts'

const ZONE = 'America/New_York'
const { setUp } = rebookTestHarness()

/** Today at hh:mm on the business's clock. */
const todayAt = (hour: number, minute = 0) =>
  localTimeToInstant(localDateAt(Date.now(), ZONE), hour * 60 + minute, ZONE)
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
