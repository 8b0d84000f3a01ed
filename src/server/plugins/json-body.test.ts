import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../test/test-app.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

const postJson = (url: string, payload: string) =>
  t.request({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })

describe('a JSON body nested too deep', () => {
  it('is refused with 400 in the error shape, before anything walks it: 5,000 arrays in 10 KB', async () => {
    const body = nestedArrays(5000)
    expect(body.length).toBe(10_000)
    for (const url of ['/api/bookings', '/api/public/order-links', '/api/auth/login']) {
      const response = await postJson(url, body)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({
        error: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        code: 'JSON_TOO_DEEP',
      })
    }
    const objects = await postJson('/api/bookings', `{"customerName":${nestedObjects(5000)}}`)
    expect(objects.statusCode).toBe(400)
    expect(objects.json()).toMatchObject({ code: 'JSON_TOO_DEEP' })
  })

  it('is counted on structure only: 32 levels pass to the schema, brackets inside strings do not count', async () => {
    const atTheLimit = await postJson('/api/bookings', nestedArrays(MAX_JSON_DEPTH))
    expect(atTheLimit.statusCode).toBe(400)
    expect(atTheLimit.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    const inText = await postJson('/api/bookings', JSON.stringify({ customerName: nestedArrays(5000) }))
    expect(inText.statusCode).toBe(400)
    expect(inText.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    const broken = await postJson('/api/bookings', '{"a": [')
    expect(broken.json()).toMatchObject({ code: 'MALFORMED_JSON' })
  })

  it('is found by one pass over the text, escaped quotes and all', () => {
    expect(nestsDeeperThan(nestedArrays(33), 32)).toBe(true)
    expect(nestsDeeperThan(nestedArrays(32), 32)).toBe(false)
    expect(nestsDeeperThan(`["\\"${nestedArrays(40)}"]`, 32)).toBe(false)
    expect(nestsDeeperThan(`["\\\\", ${nestedArrays(40)}]`, 32)).toBe(true)
  })
})
