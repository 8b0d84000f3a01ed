import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countBookingRows, detailedBooking } from '../test/bookings.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

describe('the shared text rule at every route', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        // A route as another module might write it: a bare z.string(), no rule of its own.
        app.post('/api/test/echo', { schema: { body: z.object({ note: z.string() }) } }, async (request) => ({
          note: (request.body as { note: string }).note,
        }))
      },
    })
    cookie = await t.login()
  })
  afterAll(() => t.close())

  it('refuses a NUL byte in the login with 400, not a database error', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ow\u0000ner', password: 'whatever' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'Username contains characters that are not allowed',
      code: 'VALIDATION_FAILED',
    })
  })

  it('refuses a NUL byte in a public search with 400', async () => {
    for (const url of ['/api/public/search?email=a%00b@example.com', '/api/public/search?phone=407%00555']) {
      const response = await t.request({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
  })

  it('refuses control characters in a route that has no rule of its own, and keeps tabs and line breaks', async () => {
    for (const note of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', '\ud800']) {
      const response = await t.request({ method: 'POST', url: '/api/test/echo', cookie, payload: { note } })
      expect(response.statusCode, JSON.stringify(note)).toBe(400)
      expect(response.json()).toMatchObject({
        error: 'note contains characters that are not allowed',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'note', message: 'note contains characters that are not allowed' }],
      })
    }
    const plain = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      cookie,
      payload: { note: 'one\ttwo\r\nthree' },
    })
    expect(plain.statusCode).toBe(200)
    expect(plain.json()).toEqual({ note: 'one\ttwo\r\nthree' })
  })

  it('refuses a booking with a NUL byte anywhere and stores nothing', async () => {
    const before = await countBookingRows(t.app.db)
    for (const field of ['customerName', 'customerEmail', 'specialRequirements', 'city'] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/bookings',
        payload: { ...detailedBooking, [field]: `x\u0000${detailedBooking[field]}` },
      })
      expect(response.statusCode, field).toBe(400)
    }
    expect(await countBookingRows(t.app.db)).toEqual(before)
  })
})
