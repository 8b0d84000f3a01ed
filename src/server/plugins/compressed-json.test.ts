import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookOrder } from '../test/bookings.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { acceptsGzip, COMPRESS_FROM_BYTES } from './compressed-json.ts'

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate', true],
    ['deflate, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br, deflate', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})

describe('JSON answers, gzip-compressed', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    cookie = await t.login()
    for (let n = 0; n < 6; n++) await bookOrder(t)
  })
  afterAll(() => t.close())

  const orders = (headers: Record<string, string>) =>
    t.request({ method: 'GET', url: '/api/bookings?limit=20', cookie, headers })

  it('a large one goes compressed to a client that takes gzip, and reads back the same', async () => {
    const plain = await orders({})
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES)

    const compressed = await orders({ 'accept-encoding': 'gzip, deflate' })
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(compressed.headers.vary).toBe('accept-encoding')
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length)
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('goes as it is to a client that refuses gzip', async () => {
    const refused = await orders({ 'accept-encoding': 'gzip;q=0, br' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.json()).toMatchObject({ bookings: expect.any(Array) })
  })

  it('leaves a small answer and an error as they are', async () => {
    const health = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(health.headers['content-encoding']).toBeUndefined()
    const refused = await t.request({
      method: 'GET',
      url: '/api/bookings',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) })
  })
})
