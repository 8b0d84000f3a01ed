import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { createDatabase, type Db } from '../../db/database.ts'
import { TEXT_LIMITS } from '../../../shared/booking.schema.ts'
import { countBookingRows, detailedBooking, postBooking } from '../../test/bookings.ts'
import { createPostgresDatabase } from '../../test/postgres-database.ts'
import { spawnServer } from '../../test/spawn-server.ts'
import { buildTestApp, createTestApp, TEST_ADMIN, type TestApp, testDatabase } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { enqueueMail } from './outbox.repository.ts'
import { adminOutbox, outboxRows, waitFor } from './outbox-test-support.ts'
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server.ts'
import { MAX_MAIL_ATTEMPTS, RETRY_LADDER } from './retry-ladder.ts'
import { testClock, type TestClock } from '../../test/test-clock.ts'

/** A port nothing listens on (a mail server that is down), free to start one on later. */
async function deadPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function testApp(env: Record<string, string>, clock?: TestClock): Promise<TestApp> {
  const t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ...env }, clock })
  cleanups.push(() => t.close())
  return t
}

/** Queues `count` plain messages, Customer 1 to Customer count, in one transaction, due now or at `dueAt`. */
async function enqueueMessages(
  db: Db,
  count: number,
  { bookingId = null, dueAt }: { bookingId?: number | null; dueAt?: number } = {},
) {
  const now = Date.now()
  await db.transaction().execute(async (trx) => {
    for (let n = 1; n <= count; n++)
      await enqueueMail(trx, {
        kind: 'status',
        bookingId,
        to: { name: `Customer ${n}`, address: `customer${n}@example.com` },
        composed: { subject: `Message ${n}`, text: `Hello ${n}`, html: `<p>Hello ${n}</p>` },
        businessEmail: 'hello@sharpedge.example',
        now,
      })
    if (dueAt !== undefined) await trx.updateTable('mail_outbox').set({ next_attempt_at: dueAt }).execute()
  })
}

/**
 * Every queued message was delivered once, in one attempt, with its own Message-ID, and each of the mail servers
 * (one per instance) received some: both instances took part. `stopSenders` stops the instances' senders once
 * what they have in flight is sent: a duplicate would have arrived by then.
 */
async function expectDeliveredOnceBetween(
  db: Db,
  servers: TestSmtpServer[],
  count: number,
  stopSenders: () => Promise<unknown>,
) {
  const received = () => servers.flatMap((smtp) => smtp.received)
  await waitFor(async () => received().length >= count, 30_000, `${count} deliveries`)
  await waitFor(
    async () => (await outboxRows(db)).every((row) => row.status === 'sent'),
    10_000,
    'every message marked sent',
  )
  await stopSenders()
  const rows = await outboxRows(db)
  expect(rows).toHaveLength(count)
  expect(rows.every((row) => row.attempts === 1)).toBe(true)
  expect(received()).toHaveLength(count)
  const ids = received().map((message) => message.mail.messageId)
  expect(new Set(ids).size).toBe(count)
  expect(ids.sort()).toEqual(rows.map((row) => row.message_id).sort())
  expect(new Set(received().map((message) => message.mail.subject)).size).toBe(count)
  const perInstance = servers.map((smtp) => smtp.received.length)
  console.info(`Messages sent by each instance: ${perInstance.join(' and ')}`)
  for (const sent of perInstance) expect(sent).toBeGreaterThan(0)
}

async function smtpServer(options: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const smtp = await startTestSmtpServer(options)
  cleanups.push(() => smtp.close())
  return smtp
}

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

  it('sends after a restart what a process committed and never sent, and takes up a dead process’s claim', async () => {
    const smtp = await smtpServer()
    const t = await testApp({ SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true' })
    // The process dies between the commit and the send: its sender never runs again.
    await t.app.mailSender.stop()
    const first = await createBooking(t)
    const second = await createBooking(t, { customerEmail: 'second@example.com' })
    const claimedByTheDead = (await outboxRows(t.app.db)).find((row) => row.booking_id === second.id)!
    // ... and the other one was being sent when it died: a claim whose lease has run out.
    await t.app.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, next_attempt_at: Date.now() - 1 })
      .where('id', '=', claimedByTheDead.id)
      .execute()
    expect(smtp.received).toHaveLength(0)

    const restarted = await buildTestApp(t.config, { logger: false })
    cleanups.push(() => restarted.close())
    await restarted.ready()
    await waitFor(
      async () => (await outboxRows(t.app.db)).every((row) => row.status === 'sent'),
      10_000,
      'both messages to be sent',
    )
    expect(smtp.received.map((message) => message.recipients).sort()).toEqual([
      ['jane.doe@example.com'],
      ['second@example.com'],
    ])
    const rows = await outboxRows(t.app.db)
    expect(rows.map((row) => [row.booking_id, row.attempts])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ])
    expect(smtp.received.map((message) => message.mail.messageId).sort()).toEqual(
      rows.map((row) => row.message_id).sort(),
    )
    // Two apps start and the wait above may take its 10 s on a busy machine: more than the default 5 s.
  }, 20_000)

  // Two senders on one SQLite file (a restart overlapping the old process); two processes on PostgreSQL below.
  it.runIf(testDatabase === 'sqlite')(
    'delivers 200 queued messages exactly once with two app instances on one database, both sending',
    async () => {
      // One mail server each: what each received is what that instance sent.
      const [smtpA, smtpB] = await Promise.all([smtpServer(), smtpServer()])
      const t = await testApp({ SMTP_URL: smtpA.url })
      const other = await buildTestApp(
        { ...t.config, mail: { ...t.config.mail, smtpUrl: smtpB.url } },
        { logger: false },
      )
      cleanups.push(() => other.close())
      await other.ready()
      await enqueueMessages(t.app.db, 200)
      t.app.mailSender.wake()
      other.mailSender.wake()
      await expectDeliveredOnceBetween(t.app.db, [smtpA, smtpB], 200, () =>
        Promise.all([t.app.mailSender.stop(), other.mailSender.stop()]),
      )
    },
    60_000,
  )

  it.runIf(testDatabase === 'postgres')(
    'delivers 200 queued messages exactly once with two server processes on one PostgreSQL, both sending',
    async () => {
      // Each mail server holds what it is sent until both have been sent something: both senders take part at
      // once, whichever polls first, with no time guessed for the other's poll.
      const [smtpA, smtpB] = await Promise.all([smtpServer({ holdAfter: 0 }), smtpServer({ holdAfter: 0 })])
      const database = await createPostgresDatabase('outbox')
      cleanups.push(() => database.drop())
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-outbox-'))
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      }
      const servers = [smtpA, smtpB].map((smtp) => spawnServer({ ...env, SMTP_URL: smtp.url }))
      // Only if the test failed before stopping them.
      cleanups.push(async () => {
        for (const server of servers) server.child.kill('SIGKILL')
        await Promise.all(servers.map((server) => server.exited))
      })
      await Promise.all(servers.map((server) => server.listening()))
      const db = createDatabase({ kind: 'postgres', url: database.url })
      cleanups.push(() => db.destroy())
      await enqueueMessages(db, 200)
      await waitFor(async () => smtpA.held() > 0 && smtpB.held() > 0, 30_000, 'both instances sending')
      for (const smtp of [smtpA, smtpB]) smtp.release()
      let exitCodes: unknown
      await expectDeliveredOnceBetween(db, [smtpA, smtpB], 200, async () => {
        exitCodes = await Promise.all(servers.map((server) => server.stop()))
      })
      for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/)
      expect(exitCodes).toEqual([0, 0])
    },
    120_000,
  )

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

  it('refuses a 1 MB confirmation note with 413 before anything is stored or queued', async () => {
    const t = await testApp({ AUTO_CONFIRMATION_EMAIL: 'true' })
    // The outbox holds still: only the refused request could change it.
    await t.app.mailSender.stop()
    await createBooking(t)
    const before = { rows: await countBookingRows(t.app.db), outbox: await outboxRows(t.app.db) }
    const response = await postBooking(t, {
      ...detailedBooking,
      specialRequirements: 'x'.repeat(1024 * 1024),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' })
    expect(await countBookingRows(t.app.db)).toEqual(before.rows)
    expect(await outboxRows(t.app.db)).toEqual(before.outbox)
    expect(before.outbox).toHaveLength(1)
  }, 20_000)

  it('queues and delivers a confirmation whose special requirements are as long as allowed', async () => {
    const smtp = await smtpServer()
    const t = await testApp({ SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true' })
    const line = 'Sharpen the <santoku> & the "petty" knife, please — thin edge.\n'
    const longest = line
      .repeat(Math.ceil(TEXT_LIMITS.specialRequirements / line.length))
      .slice(0, TEXT_LIMITS.specialRequirements - 1)
      .concat('!')
    expect(longest).toHaveLength(TEXT_LIMITS.specialRequirements)
    const response = await postBooking(t, { ...detailedBooking, specialRequirements: longest })
    expect(response.statusCode).toBe(201)
    const sent = await waitFor(
      async () => (await outboxRows(t.app.db)).find((row) => row.status === 'sent'),
      5000,
      'the confirmation to be sent',
    )
    expect(sent).toMatchObject({ kind: 'confirmation', booking_id: response.json().id, attempts: 1 })
    expect(await outboxRows(t.app.db)).toHaveLength(1)
    expect(smtp.received).toHaveLength(1)
    const { mail } = smtp.received[0]!
    expect(mail.messageId).toBe(sent.message_id)
    expect(mail.text?.replace(/\r\n/g, '\n')).toContain(longest)
    expect(mail.html).toContain('Sharpen the &lt;santoku&gt; &amp; the &quot;petty&quot; knife')
  })
})

describe('GET /api/outbox and POST /api/outbox/:id/retry', () => {
  it('pages and filters the messages, and answers bad input with 400 and unknown ids with 404', async () => {
    const t = await testApp({ AUTO_CONFIRMATION_EMAIL: 'true' })
    await t.app.mailSender.stop()
    const a = await createBooking(t)
    await createBooking(t, { customerEmail: 'other@example.com' })
    const admin = adminOutbox(t, await t.login())
    const all = (await admin.list('?limit=1&page=2')).json()
    expect(all).toMatchObject({ total: 2, messages: [{ bookingId: a.id, status: 'queued', attempts: 0 }] })
    expect(all.messages[0].nextAttemptAt).toEqual(expect.any(String))
    expect((await admin.list('?status=sent')).json()).toEqual({ messages: [], total: 0 })
    expect((await admin.list('?page=5')).json()).toEqual({ messages: [], total: 2 })
    expect((await admin.list('?limit=5')).json().total).toBe(2)
    expect((await admin.list(`?bookingId=${a.id}`)).json().total).toBe(1)
    const customerId = (
      await t.app.db
        .selectFrom('bookings')
        .select('customer_id')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow()
    ).customer_id
    expect((await admin.list(`?customerId=${customerId}`)).json().total).toBe(1)

    for (const query of [
      '?status=lost',
      '?page=0',
      '?limit=1000',
      '?bookingId=abc',
      '?bookingId=99999999999',
    ]) {
      const response = await admin.list(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    expect((await admin.retry(123456)).statusCode).toBe(404)
    expect((await admin.retry(99999999999)).statusCode).toBe(404)
    expect((await admin.retry('abc')).statusCode).toBe(400)
    const signedOut = await t.request({ method: 'GET', url: '/api/outbox' })
    expect(signedOut.statusCode).toBe(401)
  })

  it('counts the total no further than four pages ahead, and exactly once the end is within reach', async () => {
    const t = await testApp({})
    await t.app.mailSender.stop()
    await enqueueMessages(t.app.db, 30)
    const admin = adminOutbox(t, await t.login())
    const total = async (query: string) => {
      const { total, moreThanTotal } = (await admin.list(query)).json()
      return { total, moreThanTotal }
    }
    // Page 1 of 2 a page counts to page 5: 10 of more.
    expect(await total('?limit=2')).toEqual({ total: 10, moreThanTotal: true })
    expect(await total('?limit=2&status=queued')).toEqual({ total: 10, moreThanTotal: true })
    expect(await total('?limit=2&page=3')).toEqual({ total: 14, moreThanTotal: true })
    // From page 11 the count reaches the 30th message: exact.
    expect(await total('?limit=2&page=11')).toEqual({ total: 30 })
    expect(await total('?limit=2&page=15')).toEqual({ total: 30 })
    expect(await total('?limit=2&status=sent')).toEqual({ total: 0 })
  })

  it('counts an order’s messages exactly, however many pages they fill', async () => {
    const t = await testApp({})
    await t.app.mailSender.stop()
    const booking = await createBooking(t)
    await enqueueMessages(t.app.db, 12, { bookingId: booking.id })
    await enqueueMessages(t.app.db, 3)
    const admin = adminOutbox(t, await t.login())
    const listed = (await admin.list(`?bookingId=${booking.id}&limit=1`)).json()
    expect(listed.total).toBe(12)
    expect(listed).not.toHaveProperty('moreThanTotal')
    expect(listed.messages).toMatchObject([{ bookingId: booking.id, subject: 'Message 12' }])
    expect((await admin.list(`?bookingId=${booking.id}&limit=1&page=12`)).json()).toMatchObject({
      total: 12,
      messages: [{ subject: 'Message 1' }],
    })
  })
})
