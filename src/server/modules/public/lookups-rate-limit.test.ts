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
})
