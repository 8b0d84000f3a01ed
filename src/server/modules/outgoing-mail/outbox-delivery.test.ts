import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { createDatabase, type Db } from '../../db/database.ts'
import { TEXT_LIMITS } from '../../../shared/booking.schema.ts'
import { countBookingRows, detailedBooking, postBooking } from '../../test/bookings.ts'
import { createPostgresDatabase } from '../../test/postgres-database.ts'
import { spawnServer } from '../../test/spawn-server.ts'
import { buildTestApp, TEST_ADMIN, testDatabase } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { enqueueMessages, outboxRows, outboxTestHarness, waitFor } from './outbox-test-support.ts'
import type { TestSmtpServer } from './smtp-test-server.ts'

const { cleanups, testApp, smtpServer } = outboxTestHarness()

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

describe('the mail outbox', () => {
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
