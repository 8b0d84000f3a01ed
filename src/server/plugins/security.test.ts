import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../test/test-app.ts'

// A TLS-terminating proxy on 10.0.0.2 in front of https://shop.example.com.
const PROXY = '10.0.0.2'
const viaHttpsProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' }

describe('HTTPS behind a proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } })
  })
  afterAll(() => t.close())

  const get = (headers: Record<string, string>, remoteAddress = PROXY) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress })
  const logout = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...viaHttpsProxy, origin },
      remoteAddress: PROXY,
    })

  it('sends Strict-Transport-Security when a trusted proxy says the request came over HTTPS', async () => {
    const response = await get(viaHttpsProxy)
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('sends no Strict-Transport-Security over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect((await get({}, '127.0.0.1')).headers['strict-transport-security']).toBeUndefined()
    expect((await get({ host: 'shop.example.com' })).headers['strict-transport-security']).toBeUndefined()
    expect((await get(viaHttpsProxy, '203.0.113.9')).headers['strict-transport-security']).toBeUndefined()
  })

  it('refuses a write whose Origin differs in scheme or port from the https site, and takes the same origin', async () => {
    for (const origin of [
      'http://shop.example.com',
      'https://shop.example.com:8443',
      'http://shop.example.com:443',
      'https://evil.shop.example.com',
    ]) {
      const response = await logout(origin)
      expect(response.statusCode, origin).toBe(403)
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    expect((await logout('https://shop.example.com')).statusCode).toBe(204)
    expect((await logout('https://shop.example.com:443')).statusCode).toBe(204)
  })
})
