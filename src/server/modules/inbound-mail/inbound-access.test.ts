import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { MAX_INBOUND_MESSAGE_BYTES } from './inbound.routes.ts'

const TOKEN = 'test-inbound-token-0123456789'
const MESSAGE = 'From: jane@example.com\r\nSubject: Hello\r\nMessage-ID: <access@example.com>\r\n\r\nHi'

const post = (app: TestApp, headers: Record<string, string>, payload: string | Buffer = MESSAGE) =>
  app.request({ method: 'POST', url: '/api/inbound/email', payload, headers })

const storedCount = async (app: TestApp) => {
  const row = await app.app.db
    .selectFrom('emails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('with INBOUND_EMAIL_TOKEN set', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { INBOUND_EMAIL_TOKEN: TOKEN } })
  })
  afterAll(() => t.close())

  const rfc822 = { 'content-type': 'message/rfc822' }

  it('answers 401 in the error shape for a missing, wrong or malformed token, and stores nothing', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: 'Bearer ' },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${TOKEN} ${TOKEN}` },
    ]
    for (const headers of attempts) {
      const response = await post(t, { ...rfc822, ...headers })
      expect(response.statusCode, JSON.stringify(headers)).toBe(401)
      expect(response.json()).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' })
    }
    expect(await storedCount(t)).toBe(0)
  })

  it('takes the right token, with the scheme in any case', async () => {
    const response = await post(t, { ...rfc822, authorization: `bearer ${TOKEN}` })
    expect(response.statusCode).toBe(201)
  })

  it('does not need (or use) the admin session, and a session is no substitute for the token', async () => {
    const cookie = await t.login()
    const response = await t.request({
      method: 'POST',
      url: '/api/inbound/email',
      payload: MESSAGE,
      headers: rfc822,
      cookie,
    })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a message over 10 MB with 413, and one at the limit is read', async () => {
    const header = 'From: big@example.com\r\nMessage-ID: <big@example.com>\r\n\r\n'
    const fill = (bytes: number) =>
      Buffer.concat([Buffer.from(header), Buffer.alloc(bytes - header.length, 'a')])
    const tooBig = await post(
      t,
      { ...rfc822, authorization: `Bearer ${TOKEN}` },
      fill(MAX_INBOUND_MESSAGE_BYTES + 1),
    )
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.any(String) })

    const atLimit = await post(
      t,
      { ...rfc822, authorization: `Bearer ${TOKEN}` },
      fill(MAX_INBOUND_MESSAGE_BYTES),
    )
    expect(atLimit.statusCode).toBe(201)
  })

  it('answers 415 for any other content type, JSON included, before reading it', async () => {
    for (const contentType of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const payload = contentType === 'application/json' ? JSON.stringify({ from: 'a@b.co' }) : MESSAGE
      const response = await post(
        t,
        { 'content-type': contentType, authorization: `Bearer ${TOKEN}` },
        payload,
      )
      expect(response.statusCode, contentType).toBe(415)
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
    }
    const none = await t.request({
      method: 'POST',
      url: '/api/inbound/email',
      payload: MESSAGE,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': '' },
    })
    expect(none.statusCode).toBe(415)
  })

  it('keeps the raw-message parser to its own route: JSON routes still refuse message/rfc822', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: MESSAGE,
      headers: rfc822,
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('with INBOUND_EMAIL_TOKEN unset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers 404 as if the endpoint did not exist, whatever is sent', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822' },
    ]
    for (const headers of attempts) {
      const response = await post(t, headers)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: 'No API endpoint answers POST /api/inbound/email.',
        code: 'NOT_FOUND',
      })
    }
    expect(await storedCount(t)).toBe(0)
  })
})
