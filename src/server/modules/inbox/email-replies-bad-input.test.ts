import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMAIL_REPLY_MAX, type EmailReply } from '../../../shared/email-reply.schema.ts'
import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { escapeHtml } from '../../lib/html.ts'
import { customerEmail, INBOUND_TOKEN, receiveEmail, replies } from './email-replies-test-support.ts'

let t: TestApp
let cookie: string
let emailId: number
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_TOKEN: INBOUND_TOKEN } })
  cookie = await t.login()
  emailId = await receiveEmail(t, customerEmail())
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

/** Every row a reply writes, to show that a refused one wrote nothing. */
const replyTables = async () => ({
  outbox: await t.app.db.selectFrom('mail_outbox').selectAll().execute(),
  replies: await t.app.db.selectFrom('email_replies').selectAll().execute(),
  events: await t.app.db.selectFrom('booking_events').selectAll().execute(),
})

describe('the reply routes refuse', () => {
  it('a signed-out visitor, with 401 in the error shape, writing nothing', async () => {
    const before = await replyTables()
    for (const response of [
      await replies(t).send(emailId, { body: 'Hello' }),
      await replies(t).list(emailId),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ ...ERROR_SHAPE, code: 'UNAUTHENTICATED' })
    }
    expect(await replyTables()).toEqual(before)
  })

  it('a message that does not exist, with 404', async () => {
    const before = await replyTables()
    for (const id of [emailId + 1000, 2_147_483_648, 999_999_999_999]) {
      for (const response of [
        await replies(t, cookie).send(id, { body: 'Hello' }),
        await replies(t, cookie).list(id),
      ]) {
        expect(response.statusCode, String(id)).toBe(404)
        expect(response.json()).toEqual({ ...ERROR_SHAPE, code: 'NOT_FOUND', error: 'Email not found' })
      }
    }
    expect(await replyTables()).toEqual(before)
  })

  it('a reply that is missing, blank, too long, not text or with control characters, with 400', async () => {
    const before = await replyTables()
    const refused: Array<[unknown, string]> = [
      [{}, 'Please write a reply'],
      [{ body: '' }, 'Please write a reply'],
      [{ body: ' \n\t ' }, 'Please write a reply'],
      [{ body: 42 }, 'Please write a reply'],
      [{ body: 'x'.repeat(EMAIL_REPLY_MAX + 1) }, 'The reply must be at most 10,000 characters'],
      [{ body: 'Hi\u0000there' }, 'The reply contains characters that are not allowed'],
      [{ body: 'Hi \u202eereht' }, 'The reply contains characters that are not allowed'],
      [[], 'The reply must be a JSON object'],
      ['"Hello"', 'The reply must be a JSON object'],
    ]
    for (const [payload, message] of refused) {
      const response = await replies(t, cookie).send(emailId, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
      expect(JSON.stringify(response.json()), JSON.stringify(payload).slice(0, 80)).toContain(message)
    }
    expect((await replies(t, cookie).send('abc', { body: 'Hello' })).statusCode).toBe(400)
    expect(await replyTables()).toEqual(before)
    // The longest allowed is taken, counted in characters: an emoji is one.
    const longest = await replies(t, cookie).send(emailId, { body: '🔪'.repeat(EMAIL_REPLY_MAX) })
    expect(longest.statusCode, longest.body.slice(0, 200)).toBe(201)
  })
})

describe('naughty strings in a reply', () => {
  it('are sent as written (trimmed) and escaped in the HTML, or refused with 400, never a 500', async () => {
    for (const value of naughtyStrings()) {
      const label = JSON.stringify(value)
      const response = await replies(t, cookie).send(emailId, { body: value })
      if (response.statusCode !== 201) {
        expect(response.statusCode, label).toBe(400)
        expect(response.json(), label).toEqual(expect.objectContaining(ERROR_SHAPE))
        continue
      }
      const reply = response.json<EmailReply>()
      expect(reply.body, label).toBe(value.trim())
      const queued = await t.app.db
        .selectFrom('mail_outbox')
        .select(['text_body', 'html_body', 'subject'])
        .where('id', '=', reply.mail.id)
        .executeTakeFirstOrThrow()
      expect(queued.text_body, label).toContain(reply.body)
      expect(queued.html_body, label).toContain(escapeHtml(reply.body))
      expect(queued.subject, label).toBe('Re: Do you sharpen serrated knives?')
    }
  }, 180_000)
})
