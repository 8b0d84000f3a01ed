import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../test/test-app.ts'

/** A response schema as the routes write them: nested objects in an array, a date-time, a nullable default. */
const Answer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: z.iso.datetime(),
      pickupStart: z.iso.datetime().nullable().default(null),
    }),
  ),
  total: z.number().int(),
})

describe('every answer is checked against its response schema before it goes out', () => {
  let t: TestApp
  const answers: Record<string, unknown> = {
    good: { items: [{ id: 1, at: '2026-11-28T10:00:00.000Z', pickupStart: null }], total: 1 },
    extra: {
      items: [{ id: 1, at: '2026-11-28T10:00:00.000Z', pickupStart: null, passwordHash: 'x' }],
      total: 1,
      internal: 'marker',
    },
    unset: { items: [{ id: 2, at: '2026-11-28T10:00:00.000Z' }], total: 1 },
    wrongType: { items: [{ id: '1', at: '2026-11-28T10:00:00.000Z', pickupStart: null }], total: 1 },
    badDate: { items: [{ id: 1, at: 'yesterday', pickupStart: null }], total: 1 },
  }
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.get<{ Params: { which: string } }>(
          '/api/test/answer/:which',
          { schema: { response: { 200: Answer } } },
          async (request) => answers[request.params.which],
        )
      },
    })
  })
  afterAll(() => t.close())

  const answer = (which: string) => t.request({ method: 'GET', url: `/api/test/answer/${which}` })

  it('writes a matching answer as it is', async () => {
    const response = await answer('good')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(answers.good)
  })

  it('leaves out every field the schema does not name, nested ones too', async () => {
    const response = await answer('extra')
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('passwordHash')
    expect(response.body).not.toContain('marker')
    expect(response.json()).toEqual(answers.good)
  })

  it('writes a default the handler left out, as the type the client reads says', async () => {
    const response = await answer('unset')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      items: [{ id: 2, at: '2026-11-28T10:00:00.000Z', pickupStart: null }],
      total: 1,
    })
  })

  it('answers 500 in the error shape, never the wrong value, when the answer does not match', async () => {
    for (const which of ['wrongType', 'badDate']) {
      const response = await answer(which)
      expect(response.statusCode, which).toBe(500)
      expect(response.json(), which).toEqual({ error: expect.any(String), code: 'INTERNAL_ERROR' })
      expect(response.body, which).not.toContain('yesterday')
    }
  })
})
