import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'
import { findSessionAdmin, SESSION_LIFETIME_MS } from './sessions.repository.ts'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers })

const countRows = async (table: 'sessions' | 'rate_limits') => {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('admin sign-in', () => {
  it('signs in, answers /api/auth/me with the username, and signs out', async () => {
    const response = await login(TEST_ADMIN)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ authenticated: true, username: 'admin' })

    const cookie = response.cookies.find((c) => c.name === 'sid')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()
    expect(new Date(cookie!.expires!).getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000)

    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: `sid=${cookie!.value}` })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({ authenticated: true, username: 'admin' })

    const logout = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      cookie: `sid=${cookie!.value}`,
    })
    expect(logout.statusCode).toBe(204)
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('')

    const after = await t.request({ method: 'GET', url: '/api/auth/me', cookie: `sid=${cookie!.value}` })
    expect(after.statusCode).toBe(401)
    expect(await countRows('sessions')).toBe(0)
  })

  it('answers 401 in the error shape when signed out or with an unknown session', async () => {
    for (const cookie of [undefined, 'sid=made-up-token', `sid=${'x'.repeat(5000)}`]) {
      const response = await t.request({ method: 'GET', url: '/api/auth/me', cookie })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' })
    }
  })

  it('refuses a wrong password or an unknown username with "Invalid credentials"', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong password' },
      { username: 'nobody', password: TEST_ADMIN.password },
    ]) {
      const response = await login(payload)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' })
      expect(response.cookies).toHaveLength(0)
    }
    expect(await countRows('sessions')).toBe(0)
  })

  it("gives the spec's messages for missing fields, field by field", async () => {
    const none = await login({})
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    })
    const blank = await login({ username: '   ', password: '' })
    expect(blank.json().issues).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ])
    const noPassword = await login({ username: 'admin' })
    expect(noPassword.json()).toMatchObject({ error: 'Password is required' })
  })

  it('refuses bad input with a 4xx in the error shape and writes nothing', async () => {
    const cases: Array<{ payload?: string | object; headers?: Record<string, string>; status: number }> = [
      { payload: { username: 42, password: ['x'] }, status: 400 },
      { payload: { username: null, password: true }, status: 400 },
      { payload: { username: 'a'.repeat(10 * 1024), password: 'x' }, status: 400 },
      {
        payload: '{"username": "admin", "password": ',
        headers: { 'content-type': 'application/json' },
        status: 400,
      },
      { payload: '[]', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '"admin"', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400 },
      {
        payload: 'username=admin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 415,
      },
      { payload: { username: 'admin', password: 'x'.repeat(1024 * 1024) }, status: 413 },
    ]
    for (const { payload, headers, status } of cases) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload, headers })
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status)
      expect(response.json()).toEqual(
        expect.objectContaining({ error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }),
      )
    }
    expect(await countRows('sessions')).toBe(0)
    expect(await countRows('rate_limits')).toBe(0)
  })

  it('limits login attempts per client and username with 429 and Retry-After, across correct passwords too', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ username: 'admin', password: `guess ${attempt}` })).statusCode).toBe(401)
    }
    const limited = await login(TEST_ADMIN)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/^Too many login attempts/),
      code: 'RATE_LIMITED',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800)

    // Another client address is not held back by this one's guesses.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
      remoteAddress: '203.0.113.9',
    })
    expect(elsewhere.statusCode).toBe(200)
  })

  it('a successful sign-in clears the failed attempts of that username', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await login({ username: 'admin', password: 'nope' })
    expect((await login(TEST_ADMIN)).statusCode).toBe(200)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login({ username: 'admin', password: 'nope' })).statusCode).toBe(401)
    }
  })

  it('refuses a state-changing request from another site with 403 and signs nobody in', async () => {
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of crossSite) {
      const response = await login(TEST_ADMIN, headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    expect(await countRows('sessions')).toBe(0)

    const sameSite = await login(TEST_ADMIN, { origin: 'http://localhost:80', host: 'localhost:80' })
    expect(sameSite.statusCode).toBe(200)
  })

  it('slides the session forward when it is used after its first hour, and ends it when it expires', async () => {
    const cookie = await t.login()
    const token = cookie.slice('sid='.length)
    const dayLater = Date.now() + 24 * 60 * 60 * 1000
    const slid = await findSessionAdmin(t.app.db, token, dayLater)
    expect(slid?.extendedUntil).toBe(dayLater + SESSION_LIFETIME_MS)
    expect(await findSessionAdmin(t.app.db, token, dayLater + SESSION_LIFETIME_MS + 1)).toBeUndefined()

    const unused = (await t.login()).slice('sid='.length)
    const fresh = await findSessionAdmin(t.app.db, unused, Date.now() + 60_000)
    expect(fresh).toMatchObject({ username: 'admin', extendedUntil: undefined })
    expect(await findSessionAdmin(t.app.db, unused, Date.now() + SESSION_LIFETIME_MS + 1000)).toBeUndefined()
  })
})

describe('behind an HTTPS proxy', () => {
  it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      const response = await proxied.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_ADMIN,
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'knives.example',
          origin: 'https://knives.example',
        },
      })
      expect(response.statusCode).toBe(200)
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true)
    } finally {
      await proxied.close()
    }
  })
})

describe('naughty strings', () => {
  it('answers every naughty username with 400 or 401 in the error shape, never a 500, and signs nobody in', async () => {
    const { naughtyStrings } = await import('../../test/naughty-strings.ts')
    const strings = naughtyStrings()
    // From a different address each, so the login limit does not answer for the handler.
    const responses = []
    for (let start = 0; start < strings.length; start += 16) {
      const batch = strings.slice(start, start + 16).map((username, offset) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'wrong password' },
          remoteAddress: `198.51.${(start + offset) >> 8}.${(start + offset) & 255}`,
        }),
      )
      responses.push(...(await Promise.all(batch)))
    }
    responses.forEach((response, index) => {
      expect([400, 401], JSON.stringify(strings[index])).toContain(response.statusCode)
      expect(response.json()).toEqual(
        expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
      )
    })
    expect(await countRows('sessions')).toBe(0)
  }, 60_000)
})
