import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_RESET_LINK_REFUSED } from '../../../shared/password-reset.schema.ts'
import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'
import {
  latestResetToken,
  requestReset,
  resetMails,
  signIn,
  useResetLink,
} from './password-reset-test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, remoteAddress = '198.18.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  })
const expectErrorShape = (response: Awaited<ReturnType<typeof post>>, status: number) => {
  expect(response.statusCode, response.body).toBe(status)
  expect(response.json()).toEqual(
    expect.objectContaining({ error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }),
  )
}

describe('bad input', () => {
  it('refuses a missing, blank, long or unprintable username with 400, and queues nothing', async () => {
    for (const body of [{}, { username: '' }, { username: '   ' }, { username: 'a'.repeat(201) }]) {
      expectErrorShape(await post('/api/auth/password-reset', body), 400)
    }
    expectErrorShape(await post('/api/auth/password-reset', { username: 'ad\u0000min' }), 400)
    expectErrorShape(await post('/api/auth/password-reset', '{"username":'), 400)
    expect((await post('/api/auth/password-reset', { username: 'Username is required' })).statusCode).toBe(
      202,
    )
    expect(await resetMails(t)).toEqual([])
  })

  it('refuses a new password the Settings form would refuse, and the link still works after', async () => {
    await requestReset(t, TEST_ADMIN.username)
    const token = await latestResetToken(t)
    const url = `/api/auth/password-reset/${token}`
    const short = await post(url, { newPassword: 'short' })
    expectErrorShape(short, 400)
    expect(short.json().issues).toEqual([
      { path: 'newPassword', message: 'New password must be at least 8 characters' },
    ])
    for (const body of [{}, { newPassword: 12345678 }, { newPassword: 'x'.repeat(201) }]) {
      expectErrorShape(await post(url, body), 400)
    }
    expectErrorShape(await post(url, { newPassword: 'tab\u0007bell pass' }), 400)
    expect((await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200)
    expect((await useResetLink(t, token, TEST_ADMIN.password)).statusCode).toBe(204)
  })

  it('answers an unknown or malformed token with the sentence, whatever its form', async () => {
    for (const token of ['nope', 'x'.repeat(43), '%E2%80%AE', 'a/b']) {
      const response = await post(`/api/auth/password-reset/${token}`, { newPassword: 'long enough pass' })
      expect(response.statusCode, token).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, token).toBeLessThan(500)
      if (response.statusCode === 400) expect(response.json().error).toBe(PASSWORD_RESET_LINK_REFUSED)
    }
  })

  it('answers every naughty username and new password in the error shape or 202, never a 500', async () => {
    const strings = naughtyStrings()
    const address = (index: number) => `198.19.${index >> 8}.${index & 255}`
    for (let start = 0; start < strings.length; start += 16) {
      const batch = strings.slice(start, start + 16)
      const responses = await Promise.all(
        batch.flatMap((text, offset) => [
          post('/api/auth/password-reset', { username: text }, address(start + offset)),
          post(`/api/auth/password-reset/not-a-token`, { newPassword: text }, address(start + offset)),
        ]),
      )
      responses.forEach((response, index) => {
        const where = JSON.stringify(batch[index >> 1])
        if (response.statusCode === 202) return
        expect([400], where).toContain(response.statusCode)
        expect(response.json(), where).toEqual(
          expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
        )
      })
    }
    expect((await resetMails(t)).length).toBeLessThanOrEqual(1)
  }, 60_000)
})

describe('rate limits', () => {
  it('limits requests per address and username like sign-in, with a sentence', async () => {
    for (let n = 1; n <= 5; n++)
      expect((await requestReset(t, 'someone', '203.0.113.50')).statusCode).toBe(202)
    const refused = await requestReset(t, 'someone', '203.0.113.50')
    expectErrorShape(refused, 429)
    expect(refused.json().error).toMatch(
      /^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/,
    )
    expect(refused.headers['retry-after']).toBeDefined()
    // Another name from that address, and that name from another address, still go through.
    expect((await requestReset(t, 'someone-else', '203.0.113.50')).statusCode).toBe(202)
    expect((await requestReset(t, 'someone', '203.0.113.51')).statusCode).toBe(202)
  })

  it('limits tries with reset links per address', async () => {
    for (let n = 1; n <= 10; n++)
      expect((await useResetLink(t, `wrong-${n}`, 'long enough pass', '203.0.113.60')).statusCode).toBe(400)
    const refused = await useResetLink(t, 'wrong-11', 'long enough pass', '203.0.113.60')
    expectErrorShape(refused, 429)
    expect(refused.json().error).toMatch(/^Too many tries with reset links\./)
    // A real link from that address waits too: the limit counts before the token is looked at.
    await requestReset(t, TEST_ADMIN.username)
    const token = await latestResetToken(t)
    expect((await useResetLink(t, token, 'long enough pass', '203.0.113.60')).statusCode).toBe(429)
    expect((await useResetLink(t, token, 'long enough pass', '203.0.113.61')).statusCode).toBe(204)
  })
})
