import net, { type AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { createBooking } from '../bookings/admin-test-support.ts'
import { adminOutbox, deadPort, outboxRows, outboxTestHarness, waitFor } from './outbox-test-support.ts'
import { MAX_MAIL_ATTEMPTS, RETRY_LADDER } from './retry-ladder.ts'
import { testClock } from '../../test/test-clock.ts'

const { cleanups, testApp, smtpServer } = outboxTestHarness()

describe('the mail outbox', () => {
  it('queues a new booking’s confirmation, retries a dead server up the ladder, and sends it once on Retry', async () => {
    const port = await deadPort()
    // The ladder at its real pace (1 min up to 12 h): the test moves the sender's clock to each step instead.
    const clock = testClock({ flowing: true })
    const t = await testApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'No Reply <no-reply@sharpedge.example>',
        AUTO_CONFIRMATION_EMAIL: 'true',
      },
      clock,
    )
    const booking = await createBooking(t)
    const rows = await outboxRows(t.app.db)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'confirmation',
      booking_id: booking.id,
      to_email: 'jane.doe@example.com',
    })
    expect(rows[0]!.subject).toMatch(/^Booking confirmed: order #/)

    // After each failed try the message is queued again with its reason, one step of the ladder later; nothing
    // tries it sooner (the next try is the next attempt, at the moment the clock reaches that step).
    const tries: number[] = []
    for (const [index, step] of RETRY_LADDER.entries()) {
      const queued = await waitFor(
        async () =>
          (await outboxRows(t.app.db)).find((row) => row.status === 'queued' && row.attempts === index + 1),
        5000,
        `try ${index + 1} to fail`,
      )
      expect(queued.last_error).toBe('could not connect to the mail server')
      expect(queued.next_attempt_at! - queued.updated_at).toBe(step * 60_000)
      tries.push(queued.updated_at)
      clock.advanceTo(queued.next_attempt_at!)
    }
    const failed = await waitFor(
      async () => (await outboxRows(t.app.db)).find((row) => row.status === 'failed'),
      5000,
      'the message to fail',
    )
    const ladderMs = RETRY_LADDER.reduce((sum, step) => sum + step * 60_000, 0)
    expect(failed.updated_at - tries[0]!).toBeGreaterThanOrEqual(ladderMs)
    expect(failed).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      last_error: 'could not connect to the mail server',
      next_attempt_at: null,
    })
    const admin = adminOutbox(t, await t.login())
    const listed = (await admin.list(`?bookingId=${booking.id}`)).json()
    expect(listed).toMatchObject({
      total: 1,
      messages: [{ id: failed.id, kind: 'confirmation', status: 'failed', attempts: MAX_MAIL_ATTEMPTS }],
    })

    const smtp = await smtpServer({ port })
    const retried = await admin.retry(failed.id)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ status: 'queued' })
    const sent = await waitFor(
      async () => (await outboxRows(t.app.db)).find((row) => row.id === failed.id && row.status === 'sent'),
      5000,
      'the message to be sent',
    )
    expect(sent.sent_at).toEqual(expect.any(Number))
    // The owner was told of the failure too (an owner_alert to the business address, issue 41), apart from it.
    const toCustomer = () =>
      smtp.received.filter(({ recipients }) => recipients.includes('jane.doe@example.com'))
    expect(toCustomer()).toHaveLength(1)
    const { mail, recipients } = toCustomer()[0]!
    expect(recipients).toEqual(['jane.doe@example.com'])
    expect(mail.messageId).toBe(failed.message_id)
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'hello@sharpedge.example' }])
    expect(mail.from?.value).toEqual([{ name: 'No Reply', address: 'no-reply@sharpedge.example' }])
    // A sent message is not sent again: Retry refuses it and leaves it as it is, and once the sender has finished
    // what it had in flight the mail server still holds the one copy.
    expect((await admin.retry(failed.id)).statusCode).toBe(409)
    await t.app.mailSender.stop()
    expect(toCustomer()).toHaveLength(1)
    const finalRows = await outboxRows(t.app.db)
    expect(finalRows.filter((row) => row.id === failed.id)).toMatchObject([
      { status: 'sent', attempts: MAX_MAIL_ATTEMPTS + 1, message_id: failed.message_id },
    ])
    expect(finalRows.filter((row) => row.id !== failed.id).map((row) => row.kind)).toEqual(['owner_alert'])
    // Seven tries and a restarted mail server: on a busy machine more than the default 5 s, though nothing waits.
  }, 60_000)

  it('fails at once a recipient the server refuses with a 5xx reply, with the reason in plain words', async () => {
    const smtp = await smtpServer({ refuseRecipient: { code: 550, message: 'No such user here' } })
    const t = await testApp({ SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true' })
    await createBooking(t)
    const failed = await waitFor(async () =>
      (await outboxRows(t.app.db)).find((row) => row.status === 'failed'),
    )
    expect(failed).toMatchObject({
      attempts: 1,
      last_error: 'the mail server refused the sender or the recipient (550 No such user here)',
    })
    expect(smtp.received).toHaveLength(0)
  })

  it('times out a server that never greets, queues the message, and sends it once the server answers', async () => {
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const sockets = new Set<net.Socket>()
    silent.on('connection', (socket) => sockets.add(socket))
    const closeSilent = async () => {
      for (const socket of sockets) socket.destroy()
      if (silent.listening) await new Promise((resolve) => silent.close(resolve))
    }
    cleanups.push(closeSilent)
    const { port } = silent.address() as AddressInfo
    const t = await testApp({
      SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=300&connectionTimeout=300`,
      MAIL_RETRY_BASE_SECONDS: '60',
    })
    const admin = await t.login()
    const booking = await createBooking(t)
    const response = await t.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/send-confirmation`,
      cookie: admin,
    })
    expect(response.statusCode).toBe(502)
    expect(response.json().error).toBe(
      "Email failed: the mail server did not answer in time; we'll retry automatically",
    )
    const [row] = await outboxRows(t.app.db)
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'the mail server did not answer in time',
    })
    expect(row!.next_attempt_at).toBeGreaterThan(Date.now() + 50_000)

    // The mail server comes back on the same port and answers; Retry sends the message now, once.
    await closeSilent()
    const smtp = await smtpServer({ port })
    expect((await adminOutbox(t, admin).retry(row!.id)).statusCode).toBe(200)
    const sent = await waitFor(
      async () => (await outboxRows(t.app.db)).find((message) => message.status === 'sent'),
      5000,
      'the message to be sent',
    )
    expect(sent).toMatchObject({ id: row!.id, attempts: 2, last_error: null, message_id: row!.message_id })
    // Once the sender has finished what it had in flight, the mail server holds the one copy.
    await t.app.mailSender.stop()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.mail.messageId).toBe(row!.message_id)
  }, 20_000)

  it('queues a status e-mail with the change, which stands while the mail server is down', async () => {
    const port = await deadPort()
    const t = await testApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    const cookie = await t.login()
    const booking = await createBooking(t)
    const response = await t.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      cookie,
      payload: { status: 'completed', notifyCustomer: true },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      booking: { status: 'completed' },
      emailSent: false,
      emailError: "Email failed: could not connect to the mail server; we'll retry automatically",
    })
    expect(await outboxRows(t.app.db)).toMatchObject([
      { kind: 'status', booking_id: booking.id, status: 'queued', attempts: 1 },
    ])
    const smtp = await smtpServer({ port })
    const [row] = await outboxRows(t.app.db)
    expect((await adminOutbox(t, cookie).retry(row!.id)).statusCode).toBe(200)
    await waitFor(async () => smtp.received.length === 1, 5000, 'the status e-mail')
    expect(smtp.received[0]!.mail.subject).toMatch(/^Your knives are sharp and ready for return/)
  })
})
