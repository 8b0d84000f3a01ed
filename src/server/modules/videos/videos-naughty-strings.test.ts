import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { postYoutube } from './videos-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.login()
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

describe('naughty strings through title and description', () => {
  it('are stored and returned exactly as sent (after trim) or refused with 400, never a 500', async () => {
    const strings = naughtyStrings()
    const attempts = (['title', 'description'] as const).flatMap((field) =>
      strings.map((value) => ({ field, value })),
    )
    let stored = 0
    for (let start = 0; start < attempts.length; start += 32) {
      const batch = attempts.slice(start, start + 32)
      const responses = await Promise.all(
        batch.map(({ field, value }) => postYoutube(t, cookie, { title: 'Naughty', [field]: value })),
      )
      responses.forEach((response, index) => {
        const { field, value } = batch[index]!
        const label = `${field} = ${JSON.stringify(value)}`
        if (response.statusCode === 201) {
          const trimmed = value.trim()
          expect(response.json()[field], label).toBe(
            field === 'description' && trimmed === '' ? null : trimmed,
          )
          stored++
        } else {
          expect(response.statusCode, label).toBe(400)
          expect(response.json(), label).toMatchObject(ERROR_SHAPE)
        }
      })
      // Keep the list under its 100-video limit; what was stored has been checked.
      await t.app.db.deleteFrom('videos').execute()
    }
    expect(stored).toBeGreaterThan(attempts.length / 2)
  }, 60_000)

  it('come back the same from the lists', async () => {
    const values = naughtyStrings()
      .filter((value) => /[<>'"&\\]/.test(value))
      .slice(0, 20)
    for (const title of values) {
      const response = await postYoutube(t, cookie, { title })
      if (response.statusCode !== 201) continue
      const listed = (await t.request({ method: 'GET', url: '/api/public/videos' })).json()
      expect(listed.at(-1).title).toBe(title.trim())
    }
    await t.app.db.deleteFrom('videos').execute()
  })
})
