import { describe, expect, it } from 'vitest'

import { createTestApp } from '../../test/test-app.ts'

describe('look-up rate limit', () => {
  it('allows 20 look-ups a minute per client across all three, then answers 429 with Retry-After', async () => {
    const limited = await createTestApp()
    try {
      const urls = [
        '/api/booking/1',
        '/api/public/search?email=a%40example.com',
        '/api/public/search?phone=4075550123',
      ]
      for (let n = 0; n < 20; n++) {
        const response = await limited.request({ method: 'GET', url: urls[n % 3]! })
        expect([200, 404]).toContain(response.statusCode)
      }
      for (const url of urls) {
        const refused = await limited.request({ method: 'GET', url })
        expect(refused.statusCode, url).toBe(429)
        expect(refused.json()).toEqual({
          error: 'Too many searches. Please wait a minute and try again.',
          code: 'RATE_LIMITED',
        })
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
      }
      const elsewhere = await limited.app.inject({
        method: 'GET',
        url: urls[0]!,
        remoteAddress: '203.0.113.8',
      })
      expect(elsewhere.statusCode).toBe(404)
    } finally {
      await limited.close()
    }
  })

  it('follows PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN', async () => {
    const strict = await createTestApp({ env: { PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '2' } })
    try {
      const statuses = []
      for (let n = 0; n < 3; n++)
        statuses.push((await strict.request({ method: 'GET', url: '/api/booking/1' })).statusCode)
      expect(statuses).toEqual([404, 404, 429])
    } finally {
      await strict.close()
    }
  })

  it('behind a listed proxy counts the address the proxy saw, whatever the client forwarded', async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8', PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '2' },
    })
    try {
      // The proxy at 10.0.0.2 appends the address it saw to what the client sent.
      const lookUp = (forwarded: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/api/booking/1',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwarded },
        })
      const statuses = []
      for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        statuses.push((await lookUp(`${spoofed}, 203.0.113.7`)).statusCode)
      }
      expect(statuses).toEqual([404, 404, 429])
      expect((await lookUp('203.0.113.8')).statusCode).toBe(404)
    } finally {
      await proxied.close()
    }
  })
})
