import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'
import { hashPassword } from './password.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/me', cookie })
const sessions = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/sessions', cookie })).json().sessions as {
    id: string
    current: boolean
    client: string
    createdAt: string
    lastUsedAt: string
  }[]
/** The Account section's history, newest first. */
const accountHistory = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/settings/account/history', cookie })).json().entries as {
    changedBy: string
    changes: { field: string; from: string; to: string }[]
  }[]
const loginFrom = async (userAgent: string, password = TEST_ADMIN.password) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username: TEST_ADMIN.username, password },
  })
  const cookie = response.cookies.find((c) => c.name === 'sid')
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.body}`)
  return `sid=${cookie.value}`
}

describe('the admin sessions', () => {
  it('lists the live sessions with their client, this one marked', async () => {
    const laptop = await loginFrom('Laptop Firefox')
    const phone = await loginFrom('Phone Safari')
    const list = await sessions(laptop)
    const mine = list.filter(
      (session) => session.client === 'Laptop Firefox' || session.client === 'Phone Safari',
    )
    expect(mine).toHaveLength(2)
    expect(mine.find((session) => session.current)?.client).toBe('Laptop Firefox')
    expect(list.filter((session) => session.current)).toHaveLength(1)
    expect(Date.parse(mine[0]!.lastUsedAt)).toBeGreaterThan(0)
    await t.request({ method: 'POST', url: '/api/auth/logout', cookie: phone })
  })

  it('ends one session: that browser is signed out, this one is not', async () => {
    const laptop = await loginFrom('Laptop')
    const phone = await loginFrom('Phone')
    const target = (await sessions(laptop)).find((session) => session.client === 'Phone')!
    const ended = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${target.id}`,
      cookie: laptop,
    })
    expect(ended.statusCode).toBe(204)
    expect((await me(phone)).statusCode).toBe(401)
    expect((await me(laptop)).statusCode).toBe(200)
    const [recorded] = await accountHistory(laptop)
    expect(recorded).toMatchObject({
      changedBy: TEST_ADMIN.username,
      changes: [{ field: 'sessionsEnded', from: '', to: '1' }],
    })
    const historyLength = (await accountHistory(laptop)).length
    const again = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${target.id}`,
      cookie: laptop,
    })
    expect(again.statusCode).toBe(404)
    const bad = await t.request({ method: 'DELETE', url: '/api/auth/sessions/not-a-session', cookie: laptop })
    expect(bad.statusCode).toBe(400)
    // Nothing ended, nothing recorded.
    expect(await accountHistory(laptop)).toHaveLength(historyLength)
  })

  it('ends every other session at once', async () => {
    const laptop = await loginFrom('Laptop')
    const phone = await loginFrom('Phone')
    const response = await t.request({ method: 'DELETE', url: '/api/auth/sessions', cookie: laptop })
    expect(response.statusCode).toBe(200)
    expect(response.json().endedSessions).toBeGreaterThanOrEqual(1)
    expect((await me(phone)).statusCode).toBe(401)
    expect((await sessions(laptop)).map((session) => session.current)).toEqual([true])
    const [recorded] = await accountHistory(laptop)
    expect(recorded?.changes).toEqual([
      { field: 'sessionsEnded', from: '', to: String(response.json().endedSessions) },
    ])
  })

  it('is admin-only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401)
    expect((await t.request({ method: 'DELETE', url: '/api/auth/sessions' })).statusCode).toBe(401)
  })
})

describe('PUT /api/auth/password', () => {
  it('refuses a wrong current password or a short new one, changing nothing', async () => {
    const cookie = await loginFrom('Laptop')
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      cookie,
      payload: { currentPassword: 'not it', newPassword: 'a brand new password' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().issues[0].path).toBe('currentPassword')
    const short = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      cookie,
      payload: { currentPassword: TEST_ADMIN.password, newPassword: 'short' },
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().issues[0].path).toBe('newPassword')
    expect((await accountHistory(cookie)).flatMap((entry) => entry.changes)).not.toContainEqual(
      expect.objectContaining({ field: 'password' }),
    )
    await loginFrom('Still the old password')
  })

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const laptop = await loginFrom('Laptop')
    const phone = await loginFrom('Phone')
    const newPassword = 'a brand new password'
    const response = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      cookie: laptop,
      payload: { currentPassword: TEST_ADMIN.password, newPassword },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().endedSessions).toBeGreaterThanOrEqual(1)
    expect((await me(laptop)).statusCode).toBe(200)
    expect((await me(phone)).statusCode).toBe(401)
    await expect(loginFrom('Old', TEST_ADMIN.password)).rejects.toThrow()
    expect(await loginFrom('New', newPassword)).toMatch(/^sid=/)
    // Who and when, never the password: not the new one, not the old one, not its hash.
    const [recorded] = await accountHistory(laptop)
    expect(recorded).toMatchObject({
      changedBy: TEST_ADMIN.username,
      changes: [
        { field: 'password', from: '', to: 'changed' },
        { field: 'sessionsEnded', from: '', to: String(response.json().endedSessions) },
      ],
    })
    const stored = await t.app.db
      .selectFrom('settings_history')
      .selectAll()
      .where('key', '=', 'account')
      .execute()
    const hash = (await t.app.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow())
      .password_hash
    for (const secret of [newPassword, TEST_ADMIN.password, hash])
      expect(JSON.stringify(stored)).not.toContain(secret)
  })
})

describe('PUT /api/auth/password against guessing', () => {
  const changePassword = (cookie: string, currentPassword: string, newPassword = 'another new password') =>
    t.request({ method: 'PUT', url: '/api/auth/password', cookie, payload: { currentPassword, newPassword } })
  const guessesKey = async () => {
    const admin = await t.app.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()
    return `password:${admin.id}`
  }

  it('refuses every attempt, the right password too, once five wrong ones are counted, until the window passes', async () => {
    const key = await guessesKey()
    await t.app.db.deleteFrom('rate_limits').where('key', '=', key).execute()
    // The tests above changed it.
    const password_hash = await hashPassword(TEST_ADMIN.password)
    await t.app.db.updateTable('admins').set({ password_hash }).execute()
    const owner = await loginFrom('Owner')
    const thief = await loginFrom('Stolen session')
    const current = TEST_ADMIN.password
    // Sent side by side, as a script would: each is counted before it is checked.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => changePassword(thief, `guess ${n}`)),
    )
    expect(guesses.map((guess) => guess.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429])

    const right = await changePassword(thief, current)
    expect(right.statusCode).toBe(429)
    expect(right.json().code).toBe('RATE_LIMITED')
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    // Nothing changed: the owner is still signed in, and the password is the old one.
    expect((await me(owner)).statusCode).toBe(200)
    await loginFrom('Still the old password', current)

    // The window passes.
    await t.app.db
      .updateTable('rate_limits')
      .set({ reset_at: Date.now() - 1 })
      .where('key', '=', key)
      .execute()
    const after = await changePassword(owner, current, 'the password after the wait')
    expect(after.statusCode).toBe(200)
    expect((await me(thief)).statusCode).toBe(401)
    // The right password is no guess: it leaves nothing counted.
    const row = await t.app.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', key)
      .executeTakeFirst()
    expect(Number(row?.hits ?? 0)).toBe(0)
  })
})
