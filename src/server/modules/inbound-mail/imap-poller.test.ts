import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { ImapFlow } from 'imapflow'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  DOVECOT,
  DOVECOT_PASSWORD as PASSWORD,
  freePort,
  startDovecot,
  type Dovecot,
} from '../../test/dovecot.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import type { ImapMailbox } from './imap-mailbox.ts'
import { pollImapOnce } from './imap-poll-round.ts'
import { startImapPoller } from './imap-poller.ts'
import { storeInboundMessage } from '../inbox/index.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/mail')
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name))

const dovecotInstalled = fs.existsSync(DOVECOT)
if (!dovecotInstalled) {
  if (process.env.CI === 'true')
    throw new Error(`Dovecot is required under CI=true but ${DOVECOT} is missing`)
  console.warn(
    `\n!!! ${DOVECOT} is missing (apt-get install dovecot-imapd): the IMAP poller tests are SKIPPED.\n`,
  )
}

/** A short-lived client for the test's own look at the mailbox. */
async function withImap<T>(mailbox: ImapMailbox, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const { host, port, user, password } = mailbox
  const client = new ImapFlow({ host, port, secure: false, auth: { user, pass: password }, logger: false })
  await client.connect()
  try {
    await client.mailboxOpen('INBOX')
    return await work(client)
  } finally {
    await client.logout()
  }
}

const append = (mailbox: ImapMailbox, messages: { raw: Buffer | string; flags?: string[] }[]) =>
  withImap(mailbox, async (client) => {
    for (const { raw, flags } of messages) await client.append('INBOX', raw, flags ?? [])
  })

const seenFlags = (mailbox: ImapMailbox) =>
  withImap(mailbox, async (client) =>
    (await client.fetchAll('1:*', { flags: true })).map((message) => message.flags?.has('\\Seen') ?? false),
  )

describe.skipIf(!dovecotInstalled)('the IMAP poller against a real Dovecot', () => {
  let dovecot: Dovecot
  let t: TestApp
  beforeAll(async () => {
    ;[dovecot, t] = await Promise.all([startDovecot(), createTestApp()])
  }, 30_000)
  afterAll(async () => {
    await Promise.all([dovecot?.stop(), t?.close()])
  })

  const store = (raw: Readable) => storeInboundMessage(t.app.db, raw)
  const storedSubjects = async () =>
    (await t.app.db.selectFrom('emails').select('subject').orderBy('id').execute()).map((row) => row.subject)

  it('stores each unseen message, flags it \\Seen, skips seen ones, and stores nothing new the next round', async () => {
    const mailbox = dovecot.mailbox('first-round')
    await append(mailbox, [
      { raw: fixture('multipart-alternative.eml') },
      { raw: 'From: old@example.com\r\nSubject: Already read\r\n\r\nSeen before', flags: ['\\Seen'] },
      { raw: fixture('iso-8859-1.eml') },
      { raw: fixture('with-attachment.eml') },
    ])
    expect(await pollImapOnce(mailbox, store, t.app.log)).toEqual({ stored: 3, duplicates: 0, skipped: 0 })
    expect(await storedSubjects()).toEqual([
      'Question about my booking BO-000027',
      'Küchenmesser schärfen',
      'Photo of the chipped blade',
    ])
    expect(await seenFlags(mailbox)).toEqual([true, true, true, true])

    expect(await pollImapOnce(mailbox, store, t.app.log)).toEqual({ stored: 0, duplicates: 0, skipped: 0 })
    expect(await storedSubjects()).toHaveLength(3)
  })

  it('stores a message of many download chunks (64 KB each) whole', async () => {
    await t.app.db.deleteFrom('emails').execute()
    const mailbox = dovecot.mailbox('large-message')
    const body = Array.from(
      { length: 6000 },
      (_, n) => `Line ${n}: the gyutō, the santoku and the petty knife.`,
    )
    await append(mailbox, [
      {
        raw:
          'From: maria@example.com\r\nSubject: Many knives\r\nContent-Type: text/plain; charset=utf-8\r\n' +
          `Content-Transfer-Encoding: 8bit\r\n\r\n${body.join('\r\n')}\r\n`,
      },
    ])
    expect(await pollImapOnce(mailbox, store, t.app.log)).toEqual({ stored: 1, duplicates: 0, skipped: 0 })
    const row = await t.app.db.selectFrom('emails').select('text_content').executeTakeFirstOrThrow()
    expect(Buffer.byteLength(row.text_content ?? '')).toBeGreaterThan(300 * 1024)
    expect(row.text_content).toBe(body.join('\n'))
  })

  it('leaves a message unseen when storing it fails, and stores it on the next round', async () => {
    await t.app.db.deleteFrom('emails').execute()
    const mailbox = dovecot.mailbox('store-fails')
    await append(mailbox, [{ raw: fixture('text-only.eml') }])
    const failing = () => Promise.reject(new Error('database unavailable'))
    await expect(pollImapOnce(mailbox, failing, t.app.log)).rejects.toThrow('database unavailable')
    expect(await seenFlags(mailbox)).toEqual([false])
    expect(await storedSubjects()).toEqual([])

    expect(await pollImapOnce(mailbox, store, t.app.log)).toMatchObject({ stored: 1 })
    expect(await seenFlags(mailbox)).toEqual([true])
  })

  it('flags a message that is not an e-mail as seen, leaving it in the mailbox, and stores nothing', async () => {
    await t.app.db.deleteFrom('emails').execute()
    const mailbox = dovecot.mailbox('not-a-message')
    await append(mailbox, [{ raw: 'Subject: no sender\r\n\r\nJust noise' }])
    expect(await pollImapOnce(mailbox, store, t.app.log)).toEqual({ stored: 0, duplicates: 0, skipped: 1 })
    expect(await seenFlags(mailbox)).toEqual([true])
    expect(await storedSubjects()).toEqual([])
  })

  it('is started by buildApp when IMAP_URL is set, and stopped when the app closes', async () => {
    const mailbox = dovecot.mailbox('app-user')
    await append(mailbox, [{ raw: fixture('no-subject.eml') }])
    const url = `imap://app-user:${PASSWORD}@127.0.0.1:${dovecot.port}/INBOX`
    const app = await createTestApp({ env: { IMAP_URL: url, IMAP_POLL_SECONDS: '10' } })
    try {
      await vi.waitFor(
        async () =>
          expect(await app.app.db.selectFrom('emails').select('from_email').execute()).toHaveLength(1),
        { timeout: 10_000, interval: 100 },
      )
      // Downloaded through the inbound spool, like the endpoint's messages, and its file removed once stored.
      await vi.waitFor(
        () => expect(fs.readdirSync(path.join(app.app.config.dataDir, 'incoming-mail'))).toEqual([]),
        { timeout: 10_000, interval: 100 },
      )
    } finally {
      await app.close()
    }
    expect(await seenFlags(mailbox)).toEqual([true])
  })
})

describe('the IMAP poller with the mailbox down', () => {
  it('logs each failed round and tries again, never throwing', async () => {
    const port = await freePort() // nothing listens there
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const poller = startImapPoller({
      mailbox: {
        host: '127.0.0.1',
        port,
        secure: false,
        user: 'u',
        password: 'hunter2-secret',
        mailbox: 'INBOX',
      },
      intervalMs: 20,
      store: () => Promise.reject(new Error('never called')),
      log: log as never,
    })
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 })
    await poller.stop()
    const calls = log.error.mock.calls.length
    // eslint-disable-next-line no-restricted-syntax -- nothing must happen: five of the poller's 20 ms rounds pass
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(log.error.mock.calls.length).toBe(calls)
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('hunter2-secret')
  })
})
