import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'
import { ACCOUNT_DELAY_CAP_MS, ACCOUNT_FREE_ATTEMPTS, accountDelayMs } from './auth.routes.ts'

const login = (t: TestApp, remoteAddress: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { username: TEST_ADMIN.username, password },
  })

describe('sign-ins to one username from many addresses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('slow down past the free attempts, doubling and capped, and never lock the owner out', async () => {
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS)).toBe(0)
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 1)).toBe(250)
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 2)).toBe(500)
    expect(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 1000)).toBe(ACCOUNT_DELAY_CAP_MS)

    // Each guess from an address of its own: every per-address limit is far away.
    for (let n = 1; n <= ACCOUNT_FREE_ATTEMPTS + 2; n++)
      expect((await login(t, `198.51.100.${n}`, 'a wrong guess')).statusCode).toBe(401)
    const guess = Date.now()
    expect((await login(t, '198.51.100.200', 'another wrong guess')).statusCode).toBe(401)
    expect(Date.now() - guess).toBeGreaterThanOrEqual(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 3))

    // The owner, from yet another address, is slowed as well but signs in; that starts the count again.
    const owner = Date.now()
    expect((await login(t, '203.0.113.9', TEST_ADMIN.password)).statusCode).toBe(200)
    expect(Date.now() - owner).toBeGreaterThanOrEqual(accountDelayMs(ACCOUNT_FREE_ATTEMPTS + 4))
    const row = await t.app.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'login-account:%')
      .executeTakeFirst()
    expect(row).toBeUndefined()
  }, 30_000)
})

describe('with TRUST_PROXY=true', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => t.close())

  it('counts the right-most forwarded address, the one the proxy added, never what the client wrote before it', async () => {
    // The client writes a new address of its own each time; the proxy (127.0.0.1) appends the real one.
    const wrong = (written: string, real: string) =>
      login(t, '127.0.0.1', 'a wrong guess', { 'x-forwarded-for': `${written}, ${real}` })
    for (let n = 1; n <= 5; n++) expect((await wrong(`9.9.9.${n}`, '2001:db8::1')).statusCode).toBe(401)
    // Counted as 2001:db8::1's /64, the sixth is refused whatever the client wrote, and from that /64 too.
    expect((await wrong('9.9.9.9', '2001:db8::1')).statusCode).toBe(429)
    expect((await wrong('9.9.9.10', '2001:db8::abcd')).statusCode).toBe(429)
    expect((await wrong('2001:db8::1', '198.51.100.77')).statusCode).toBe(401)
  })
})
