import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  PASSWORD_RESET_LINK_REFUSED,
  PASSWORD_RESET_REQUESTED,
} from '../../../shared/password-reset.schema.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'
import { testClock, type TestClock } from '../../test/test-clock.ts'
import { waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { RESET_LINK_LIFETIME_MS } from './password-reset-tokens.repository.ts'
import { NO_BUSINESS_EMAIL_WARNING } from './password-reset-request.ts'
import {
  latestResetToken,
  NEW_PASSWORD,
  requestReset,
  resetMails,
  signIn,
  useResetLink,
} from './password-reset-test-support.ts'
import { hashToken } from './sessions.repository.ts'

let t: TestApp
let clock: TestClock
let logged = ''
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString()
    done()
  },
})
/** The admin's password as the last test left it. */
let password = TEST_ADMIN.password

beforeAll(async () => {
  clock = testClock({ flowing: true })
  t = await createTestApp({
    clock,
    logStream,
    env: { LOG_LEVEL: 'info', PUBLIC_URL: 'https://shop.example' },
  })
})
afterAll(() => t.close())

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie })
const sessionCookie = async () => {
  const response = await signIn(t, TEST_ADMIN.username, password)
  expect(response.statusCode, response.body).toBe(200)
  return `sid=${response.cookies.find((cookie) => cookie.name === 'sid')!.value}`
}
const tokenRows = () => t.app.db.selectFrom('password_reset_tokens').selectAll().execute()
/** Sets a new password with the link, and remembers it for the next test's sign-in. */
async function resetWith(token: string, newPassword = NEW_PASSWORD) {
  const response = await useResetLink(t, token, newPassword)
  if (response.statusCode === 204) password = newPassword
  return response
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same body for an unknown name, and queues nothing', async () => {
    const unknown = await requestReset(t, 'not-the-admin')
    expect(unknown.statusCode).toBe(202)
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_REQUESTED })
    const admin = await requestReset(t, TEST_ADMIN.username)
    expect(admin.statusCode).toBe(202)
    expect(admin.body).toBe(unknown.body)
    expect(await resetMails(t)).toHaveLength(1)
    expect(await tokenRows()).toHaveLength(1)
  })

  it("e-mails the admin's link to the business address; the link works once", async () => {
    const before = (await resetMails(t)).length
    expect((await requestReset(t, TEST_ADMIN.username)).statusCode).toBe(202)
    const mails = await resetMails(t)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail).toMatchObject({ to_email: 'hello@sharpedge.example', booking_id: null })
    expect(mail.text_body).toMatch(/https:\/\/shop\.example\/admin\/reset-password\/[A-Za-z0-9_-]{43}\n/)
    const token = await latestResetToken(t)

    expect((await resetWith(token)).statusCode).toBe(204)
    expect((await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(401)
    expect((await signIn(t, TEST_ADMIN.username, NEW_PASSWORD)).statusCode).toBe(200)

    const again = await useResetLink(t, token, 'yet another password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: PASSWORD_RESET_LINK_REFUSED, code: 'RESET_LINK_INVALID' })
    expect((await signIn(t, TEST_ADMIN.username, 'yet another password')).statusCode).toBe(401)
  })

  it('ends every session and records the reset in the account history', async () => {
    const laptop = await sessionCookie()
    const phone = await sessionCookie()
    await requestReset(t, TEST_ADMIN.username)
    expect((await resetWith(await latestResetToken(t), 'after the sessions 1')).statusCode).toBe(204)
    expect((await me(laptop)).statusCode).toBe(401)
    expect((await me(phone)).statusCode).toBe(401)
    const history = await t.request({
      method: 'GET',
      url: '/api/settings/account/history',
      cookie: await sessionCookie(),
    })
    const [latest] = history.json<{ entries: { changedBy: string; changes: unknown[] }[] }>().entries
    expect(latest?.changedBy).toBe(`${TEST_ADMIN.username} (reset link)`)
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        { field: 'password', from: '', to: 'reset' },
        expect.objectContaining({ field: 'sessionsEnded' }),
      ]),
    )
  })

  it('refuses a link an hour old by the app clock, and one a newer request replaced', async () => {
    await requestReset(t, TEST_ADMIN.username)
    const expiring = await latestResetToken(t)
    clock.advance(RESET_LINK_LIFETIME_MS)
    const expired = await useResetLink(t, expiring, 'too late for this one')
    expect(expired.statusCode).toBe(400)
    expect(expired.json().error).toBe(PASSWORD_RESET_LINK_REFUSED)

    await requestReset(t, TEST_ADMIN.username)
    const replaced = await latestResetToken(t)
    clock.advance(RESET_LINK_LIFETIME_MS - 60_000)
    await requestReset(t, TEST_ADMIN.username)
    const newest = await latestResetToken(t)
    expect((await useResetLink(t, replaced, 'an older link')).statusCode).toBe(400)
    // Within its hour: the newest works.
    expect((await resetWith(newest, 'the newest link 1')).statusCode).toBe(204)
    expect((await signIn(t, TEST_ADMIN.username, 'the newest link 1')).statusCode).toBe(200)
  })

  it('keeps only the hash of a token, and no token reaches the log', async () => {
    await requestReset(t, TEST_ADMIN.username)
    const token = await latestResetToken(t)
    const rows = await tokenRows()
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token))
    expect(JSON.stringify(rows)).not.toContain(token)
    await t.request({ method: 'GET', url: `/admin/reset-password/${token}` })
    await t.request({ method: 'GET', url: `/api/auth/password-reset/${token}` })
    await t.request({ method: 'POST', url: `/api/auth/password-reset/${token}`, payload: {} })
    expect((await resetWith(token, 'logged nowhere 1')).statusCode).toBe(204)
    // The mail sender has written its line about the message by the time the message is sent.
    await waitFor(async () => (await resetMails(t)).every((mail) => mail.status === 'sent'))
    expect(logged).toContain('/api/auth/password-reset/:token')
    expect(logged).not.toContain(token)
  })

  it('sends nothing without a business e-mail in Settings, and logs how else to get in', async () => {
    const before = (await resetMails(t)).length
    const saved = await t.app.db.selectFrom('settings').selectAll().where('key', '=', 'business').execute()
    await t.app.db.deleteFrom('settings').where('key', '=', 'business').execute()
    try {
      const response = await requestReset(t, TEST_ADMIN.username)
      expect(response.statusCode).toBe(202)
      expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED })
      expect(await resetMails(t)).toHaveLength(before)
      expect(logged).toContain(NO_BUSINESS_EMAIL_WARNING)
      expect(NO_BUSINESS_EMAIL_WARNING).toContain('npm run admin:password')
    } finally {
      await t.app.db.insertInto('settings').values(saved).execute()
    }
  })
})
