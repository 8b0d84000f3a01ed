import { setImmediate as nextTurn } from 'node:timers/promises'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { testClock, type TestClock } from '../../test/test-clock.ts'
import { startMailSender, type MailSender } from './mail-sender.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'
import { enqueueMail } from './outbox.repository.ts'
import { outboxRows, waitFor } from './outbox-test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // The app's own sender would take the messages this file queues.
  await t.app.mailSender.stop()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('mail_outbox').execute()
})

/**
 * A mailer that keeps what it is given, each send taking `ms` on the sender's clock (sends side by side take
 * them together), and how many it was given at once at most.
 */
function recordingMailer(clock: TestClock, ms = 5) {
  const sent: OutgoingMail[] = []
  let handing = 0
  const atOnce = { max: 0 }
  const mailer: Mailer = {
    send: async (mail) => {
      handing += 1
      atOnce.max = Math.max(atOnce.max, handing)
      const done = clock.now() + ms
      // The sends handed over side by side start before any ends.
      await nextTurn()
      if (clock.now() < done) clock.advanceTo(done)
      handing -= 1
      sent.push(mail)
      return { messageId: mail.messageId ?? '' }
    },
    close: () => undefined,
  }
  return { mailer, sent, atOnce }
}

const queue = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      enqueueMail(t.app.db, {
        kind: 'confirmation',
        bookingId: null,
        to: { name: `Customer ${index}`, address: `customer${index}@example.com` },
        composed: { subject: 'Booking confirmed', text: 'Thank you', html: '<p>Thank you</p>' },
        businessEmail: 'hello@sharpedge.example',
        now: Date.now(),
      }),
    ),
  )

describe('the mail sender while the server is answering requests', () => {
  let sender: MailSender | undefined
  afterEach(() => sender?.stop())

  /** A sender of batches of ten, polling often, that gives way while `busy` says so, on a clock the test moves. */
  const startSender = (clock: TestClock, mailer: Mailer, busy: () => boolean) =>
    startMailSender({
      db: t.app.db,
      mailer,
      log: t.app.log,
      retryBaseSeconds: 1,
      leaseMs: 60_000,
      addresses: async () => ({ from: 'shop@example.com', replyTo: 'shop@example.com' }),
      busy,
      pollMs: 20,
      batchSize: 10,
      clock,
    })

  it('waits for a quiet moment, sends a batch a second one message after another while busy, and the rest side by side once quiet', async () => {
    await queue(25)
    const clock = testClock()
    const { mailer, sent, atOnce } = recordingMailer(clock)
    let busy = true
    let looked = 0
    sender = startSender(clock, mailer, () => {
      looked += 1
      return busy
    })
    sender.wake()
    // Busy from its first look: it looks again every moment for just under a second (the clock runs each of its
    // waits) and sends nothing; then one batch, once the wait reaches its limit of a second.
    clock.advance(20)
    expect(looked).toBe(1)
    clock.advance(999)
    expect(looked).toBeGreaterThan(10)
    expect(sent).toHaveLength(0)
    clock.advance(1)
    await waitFor(async () => sent.length >= 10, 2_000, 'the first batch while busy')
    expect(sent).toHaveLength(10)
    expect(atOnce.max).toBe(1)
    // Quiet: the rest at its next look, each once.
    busy = false
    clock.advance(20)
    await waitFor(async () => sent.length === 25, 2_000, 'the rest once quiet')
    expect(new Set(sent.map((mail) => mail.to.address)).size).toBe(25)
    expect(atOnce.max).toBeGreaterThan(1)
    // Each message is recorded as sent once handed over, a moment after the mailer took it.
    await waitFor(
      async () => (await outboxRows(t.app.db)).every((row) => row.status === 'sent'),
      2_000,
      'every message recorded as sent',
    )
    expect(sent).toHaveLength(25)
  })

  it('while busy, hands the rest of a batch over side by side once one after another has taken a second', async () => {
    await queue(10)
    const clock = testClock()
    // A slow mail server: after the wait of a second, ten messages one after another would take four more.
    const { mailer, sent, atOnce } = recordingMailer(clock, 400)
    sender = startSender(clock, mailer, () => true)
    sender.wake()
    clock.advance(1_025)
    const started = clock.now()
    await waitFor(async () => sent.length === 10, 5_000, 'the whole batch')
    // Three one after another (a second's worth), then the other seven at once: 1.6 s in all.
    expect(atOnce.max).toBe(7)
    expect(clock.now() - started).toBe(1_600)
  })
})
