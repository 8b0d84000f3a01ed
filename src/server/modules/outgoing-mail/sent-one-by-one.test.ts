import os from 'node:os'

import { afterEach, describe, expect, it } from 'vitest'

import { buildTestApp, createTestApp, type TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { enqueueMail } from './outbox.repository.ts'
import { outboxRows, waitFor } from './outbox-test-support.ts'
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server.ts'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function testApp(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ...env } })
  cleanups.push(() => t.close())
  return t
}

async function smtpServer(options: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const smtp = await startTestSmtpServer(options)
  cleanups.push(async () => {
    smtp.release()
    await smtp.close()
  })
  return smtp
}

const statuses = async (t: TestApp) => (await outboxRows(t.app.db)).map((row) => row.status)

describe('a batch of outgoing mail', () => {
  it('is marked sent one message at a time as the mail server accepts each, so a crash repeats only those in flight', async () => {
    // The mail server accepts two messages and holds the other three without an answer: the sender is mid-batch.
    const smtp = await smtpServer({ holdAfter: 2 })
    const t = await testApp({ SMTP_URL: smtp.url })
    await t.app.db.transaction().execute(async (trx) => {
      for (let n = 1; n <= 5; n++)
        await enqueueMail(trx, {
          kind: 'status',
          bookingId: null,
          to: { name: `Customer ${n}`, address: `customer${n}@example.com` },
          composed: { subject: `Message ${n}`, text: `Hello ${n}`, html: `<p>Hello ${n}</p>` },
          businessEmail: 'hello@sharpedge.example',
          now: Date.now(),
        })
    })
    t.app.mailSender.wake()
    await waitFor(
      async () => smtp.received.length === 2 && smtp.held() === 3,
      10_000,
      'two accepted, three held',
    )
    // The two accepted are recorded while the rest of their batch is still in flight.
    const accepted = new Set(smtp.received.map((message) => message.recipients[0]))
    await waitFor(
      async () => (await statuses(t)).filter((status) => status === 'sent').length === 2,
      5_000,
      'the two accepted messages to be marked sent while the batch is in flight',
    )
    const rows = await outboxRows(t.app.db)
    expect(
      rows
        .filter((row) => row.status === 'sent')
        .map((row) => row.to_email)
        .sort(),
    ).toEqual([...accepted].sort())
    expect(rows.filter((row) => row.status === 'sending')).toHaveLength(3)

    // The process dies now (its sender stops for good) and its claims run out: another sends what was in flight.
    await t.app.mailSender.stop()
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: Date.now() - 1 })
      .where('status', '=', 'sending')
      .execute()
    const other = await smtpServer()
    const restarted = await buildTestApp({ ...t.config, mail: { ...t.config.mail, smtpUrl: other.url } })
    cleanups.push(() => restarted.close())
    await restarted.ready()
    restarted.mailSender.wake()
    await waitFor(async () => (await statuses(t)).every((status) => status === 'sent'), 10_000, 'all sent')
    const again = other.received.map((message) => message.recipients[0]!)
    expect(again).toHaveLength(3)
    for (const address of again) expect(accepted.has(address)).toBe(false)
  }, 30_000)

  it("carries a Message-ID in the business e-mail's domain, not the machine's name", async () => {
    const smtp = await smtpServer()
    const t = await testApp({
      SMTP_URL: smtp.url,
      AUTO_CONFIRMATION_EMAIL: 'true',
      BUSINESS_EMAIL: 'hello@Knives.Example',
    })
    await createBooking(t)
    await waitFor(async () => smtp.received.length === 1, 10_000, 'the confirmation')
    const messageId = smtp.received[0]!.mail.messageId!
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@knives\.example>$/)
    expect(messageId).not.toContain(`@${os.hostname()}>`)
    expect((await outboxRows(t.app.db))[0]!.message_id).toBe(messageId)
  }, 20_000)
})
