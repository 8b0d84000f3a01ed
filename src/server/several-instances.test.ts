import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ImapFlow } from 'imapflow'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { migrationProvider } from './db/migrations/index.ts'
import { detailedBooking } from './test/bookings.ts'
import { DOVECOT, startDovecot, type Dovecot } from './test/dovecot.ts'
import { createPostgresDatabase, type PostgresDatabase } from './test/postgres-database.ts'
import { spawnServer, type ServerProcess } from './test/spawn-server.ts'
import { TEST_ADMIN, testDatabase } from './test/test-app.ts'

/**
 * Two server processes on one PostgreSQL database, as two machines behind a reverse proxy run, sharing nothing
 * but the database (and the uploads folder, which must be shared storage). Skipped on SQLite on purpose: a
 * SQLite file serves one server process on one machine (docs/operations.md, "Growing past one machine"). WAL needs shared
 * memory, so never a network file system; and two servers started together on a new file race their
 * migrations (one of the two failed in 3 of 6 tries), since SQLite has no migration lock to take.
 */
const dovecotInstalled = fs.existsSync(DOVECOT)
if (testDatabase === 'postgres' && !dovecotInstalled && process.env.CI === 'true')
  throw new Error(`Dovecot is required under CI=true but ${DOVECOT} is missing`)

const IMAP_MESSAGES = 12
/** What the reverse proxy of docs/operations.md adds to a browser's request to https://shop.example.com. */
const PROXY = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'shop.example.com',
  origin: 'https://shop.example.com',
}

/** A short-lived IMAP session of the test's own on the mailbox the instances poll. */
async function withMailbox<T>(dovecot: Dovecot, user: string, work: (client: ImapFlow) => Promise<T>) {
  const { host, port, password } = dovecot.mailbox(user)
  const client = new ImapFlow({ host, port, secure: false, auth: { user, pass: password }, logger: false })
  await client.connect()
  try {
    await client.mailboxOpen('INBOX')
    return await work(client)
  } finally {
    await client.logout()
  }
}

const appendQuestions = (dovecot: Dovecot, user: string, count: number) =>
  withMailbox(dovecot, user, async (client) => {
    for (let n = 1; n <= count; n++) {
      const raw =
        `From: Customer ${n} <customer${n}@example.com>\r\nTo: hello@sharpedge.example\r\n` +
        `Subject: Question ${n}\r\nMessage-ID: <question-${n}@example.com>\r\n\r\nWhen is pickup? (${n})`
      await client.append('INBOX', raw, [])
    }
  })

const countSeen = (dovecot: Dovecot, user: string) =>
  withMailbox(dovecot, user, async (client) => {
    const messages = await client.fetchAll('1:*', { flags: true })
    return messages.filter((message) => message.flags?.has('\\Seen')).length
  })

/** The `stored` figures each instance logged for its IMAP rounds. */
const storedByImap = (output: string) =>
  [...output.matchAll(/"stored":(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0)

describe.runIf(testDatabase === 'postgres')('two instances on one PostgreSQL database', () => {
  let database: PostgresDatabase
  let db: pg.Client
  let dovecot: Dovecot | undefined
  let dataDir: string
  let a: ServerProcess
  let b: ServerProcess
  let urlA: string
  let urlB: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-instances-'))
    ;[database, dovecot] = await Promise.all([
      createPostgresDatabase('instances'),
      dovecotInstalled ? startDovecot() : undefined,
    ])
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      // The shared storage uploads need; everything else the instances share is the database.
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    }
    if (dovecot) {
      const mailbox = dovecot.mailbox('shop')
      env.IMAP_URL = `imap://shop:${mailbox.password}@127.0.0.1:${mailbox.port}/INBOX`
      env.IMAP_POLL_SECONDS = '10'
    }
    if (dovecot) await appendQuestions(dovecot, 'shop', IMAP_MESSAGES)
    // Both at once: the first start of an empty database, migrations and admin account racing.
    a = spawnServer(env)
    b = spawnServer(env)
    ;[urlA, urlB] = await Promise.all([a.listening(), b.listening()])
  }, 60_000)

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    await Promise.all([database?.drop(), dovecot?.stop()])
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(codes).toEqual([0, 0])
  }, 30_000)

  const call = (base: string, url: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (init.cookie) headers.set('cookie', init.cookie)
    if (init.body) headers.set('content-type', 'application/json')
    return fetch(`${base}${url}`, { ...init, headers })
  }
  const login = (base: string, password: string, headers: Record<string, string> = {}) =>
    call(base, '/api/auth/login', {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: TEST_ADMIN.username, password }),
    })

  it('start together on an empty database: each migration runs once, one admin account is created', async () => {
    const { rows } = await db.query<{ name: string }>('select name from kysely_migration order by name')
    expect(rows.map((row) => row.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort())
    const admins = await db.query('select username from admins')
    expect(admins.rows).toEqual([{ username: TEST_ADMIN.username }])
    const created = [a, b].filter((server) => server.output().includes('Created the admin account'))
    expect(created).toHaveLength(1)
    for (const server of [a, b]) expect(server.output()).not.toMatch(/"level":(50|60)/)
  })

  it('share a session: signed in on A, admin on B; signed out on B, refused on A', async () => {
    const signIn = await login(urlA, TEST_ADMIN.password, PROXY)
    expect(signIn.status).toBe(200)
    const setCookie = signIn.headers.get('set-cookie') ?? ''
    // Behind the proxy's X-Forwarded-Proto: https the cookie is Secure, and the proxy's Origin is the site.
    expect(setCookie).toMatch(/; Secure/)
    const cookie = setCookie.split(';')[0]!

    const booking = await call(urlA, '/api/bookings', {
      method: 'POST',
      body: JSON.stringify(detailedBooking),
    })
    expect(booking.status).toBe(201)
    const { id } = (await booking.json()) as { id: number }

    const onB = await call(urlB, '/api/bookings', { cookie })
    expect(onB.status).toBe(200)
    expect(JSON.stringify(await onB.json())).toContain(`"id":${id}`)
    expect((await call(urlB, '/api/auth/me', { cookie })).status).toBe(200)

    const signOut = await call(urlB, '/api/auth/logout', { method: 'POST', cookie })
    expect(signOut.status).toBe(204)
    for (const base of [urlA, urlB]) {
      const refused = await call(base, '/api/bookings', { cookie })
      expect(refused.status).toBe(401)
      expect(await refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    }
  })

  it('count failed logins across both: alternating A and B, the sixth attempt is refused with 429', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await login(attempt % 2 === 0 ? urlA : urlB, 'a wrong password', client)
      statuses.push(response.status)
    }
    // Per instance it would be 4 and 3 attempts, under the limit of 5 on each.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])

    const withRightPassword = await login(urlA, TEST_ADMIN.password, client)
    expect(withRightPassword.status).toBe(429)
    expect(withRightPassword.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await withRightPassword.json()).toMatchObject({ code: 'RATE_LIMITED' })
    // The limit is the client's the proxy names, not the proxy's: another customer signs in on B.
    expect((await login(urlB, TEST_ADMIN.password, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200)
  })

  it.runIf(dovecotInstalled)('poll one IMAP mailbox together and store each message once', async () => {
    await vi.waitFor(async () => expect(await countSeen(dovecot!, 'shop')).toBe(IMAP_MESSAGES), {
      timeout: 20_000,
      interval: 200,
    })
    const { rows } = await db.query<{ subject: string }>('select subject from emails order by subject')
    expect(rows).toHaveLength(IMAP_MESSAGES)
    expect(new Set(rows.map((row) => row.subject)).size).toBe(IMAP_MESSAGES)
    expect(storedByImap(a.output()) + storedByImap(b.output())).toBe(IMAP_MESSAGES)
    for (const server of [a, b]) expect(server.output()).not.toMatch(/IMAP poll of .* failed/)
  })
})
