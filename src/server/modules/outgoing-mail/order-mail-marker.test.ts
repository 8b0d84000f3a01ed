import { afterEach, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking } from '../bookings/admin-test-support.ts'
import { enqueueMail } from './outbox.repository.ts'
import { adminOutbox, outboxRows, waitFor } from './outbox-test-support.ts'
import { startTestSmtpServer, type TestSmtpServerOptions } from './smtp-test-server.ts'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An app whose mail server refuses every recipient until `accept()`: a confirmation fails for good at once. */
async function appWithRefusingMailServer(env: Record<string, string> = {}) {
  const smtpOptions: TestSmtpServerOptions = { refuseRecipient: { code: 550, message: 'No such user here' } }
  const smtp = await startTestSmtpServer(smtpOptions)
  cleanups.push(() => smtp.close())
  const t: TestApp = await createTestApp({
    env: { SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true', BOOKING_RATE_LIMIT_PER_10_MIN: '0', ...env },
  })
  cleanups.push(() => t.close())
  const cookie = await t.login()
  return { t, smtp, accept: () => delete smtpOptions.refuseRecipient, cookie }
}

const failedMessageOf = (t: TestApp, bookingId: number) =>
  waitFor(
    async () =>
      (await outboxRows(t.app.db)).find((row) => row.booking_id === bookingId && row.status === 'failed'),
    10_000,
    'the confirmation to fail',
  )

describe('an order whose e-mail failed for good', () => {
  it('carries the failed message in the list, the board’s columns and the order, and loses it on Retry', async () => {
    const { t, smtp, accept, cookie } = await appWithRefusingMailServer()
    const admin = adminBookings(t, cookie)
    const booking = await createBooking(t, { customerName: 'Mail Failed' })
    const other = await createBooking(t, { customerName: 'Mail Fine' })
    const failed = await failedMessageOf(t, booking.id)
    await failedMessageOf(t, other.id)
    // The second order's message is retried and sent first: its marker goes, the first order's stays.
    accept()
    const otherMessage = (await outboxRows(t.app.db)).find((row) => row.booking_id === other.id)!
    expect((await adminOutbox(t, cookie).retry(otherMessage.id)).statusCode).toBe(200)

    const marker = { id: failed.id, kind: 'confirmation' }
    const listed = (await admin.list({ limit: 50 })).json().bookings as Array<Record<string, unknown>>
    expect(listed.find((row) => row.id === booking.id)).toMatchObject({ failedMail: marker })
    expect(listed.find((row) => row.id === other.id)).toMatchObject({ failedMail: null })
    const pendingColumn = (await admin.list({ status: 'pending', search: 'Mail Failed' })).json()
    expect(pendingColumn.bookings).toMatchObject([{ id: booking.id, failedMail: marker }])
    expect((await admin.get(booking.id)).json()).toMatchObject({ failedMail: marker })

    const retried = await adminOutbox(t, cookie).retry(failed.id)
    expect(retried.statusCode).toBe(200)
    expect((await admin.get(booking.id)).json()).toMatchObject({ failedMail: null })
    await waitFor(
      async () => (await outboxRows(t.app.db)).find((row) => row.id === failed.id && row.status === 'sent'),
      10_000,
      'the retried confirmation to be sent',
    )
    expect(smtp.received.map((message) => message.mail.messageId)).toContain(failed.message_id)
    const after = (await admin.list({ limit: 50 })).json().bookings as Array<Record<string, unknown>>
    expect(after.filter((row) => row.failedMail !== null)).toEqual([])
  }, 20_000)

  it('is marked again when the retried message fails once more', async () => {
    const { t, cookie } = await appWithRefusingMailServer()
    const admin = adminBookings(t, cookie)
    const booking = await createBooking(t)
    const failed = await failedMessageOf(t, booking.id)
    expect((await adminOutbox(t, cookie).retry(failed.id)).statusCode).toBe(200)
    await waitFor(
      async () =>
        (await outboxRows(t.app.db)).find(
          (row) => row.id === failed.id && row.attempts === 2 && row.status === 'failed',
        ),
      10_000,
      'the second attempt to fail',
    )
    expect((await admin.get(booking.id)).json()).toMatchObject({
      failedMail: { id: failed.id, kind: 'confirmation' },
    })
  }, 20_000)

  it('never marks an order for a failed alert to the owner', async () => {
    const { t, cookie } = await appWithRefusingMailServer({ AUTO_CONFIRMATION_EMAIL: 'false' })
    const booking = await createBooking(t)
    await enqueueMail(t.app.db, {
      kind: 'owner_alert',
      bookingId: booking.id,
      to: { name: 'Owner', address: 'owner@example.com' },
      composed: { subject: 'A customer wrote', text: 'A customer wrote.', html: '<p>A customer wrote.</p>' },
      businessEmail: 'hello@sharpedge.example',
      now: Date.now(),
    })
    t.app.mailSender.wake()
    await failedMessageOf(t, booking.id)
    expect((await adminBookings(t, cookie).get(booking.id)).json()).toMatchObject({ failedMail: null })
  }, 20_000)
})
