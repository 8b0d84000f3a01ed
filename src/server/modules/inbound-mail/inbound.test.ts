import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Email, EmailList } from '../../../shared/email.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const TOKEN = 'test-inbound-token-0123456789'
const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/mail')
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name))

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_TOKEN: TOKEN } })
  cookie = await t.login()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('emails').execute()
  await t.app.db.deleteFrom('customers').execute()
})

const postMessage = (raw: Buffer | string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/inbound/email',
    payload: raw,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822', ...headers },
  })

const inbox = async () =>
  (await t.request({ method: 'GET', url: '/api/emails', cookie })).json<EmailList>().emails

/** Posts a fixture, expects it stored and listed, and answers the stored e-mail as opening it shows it. */
async function receive(name: string): Promise<Email> {
  const response = await postMessage(fixture(name))
  expect(response.statusCode, response.body).toBe(201)
  const { id } = response.json<{ id: number }>()
  if (!(await inbox()).some((candidate) => candidate.id === id)) throw new Error(`${name} was not listed`)
  const opened = await t.request({ method: 'GET', url: `/api/emails/${id}`, cookie })
  expect(opened.statusCode, opened.body).toBe(200)
  return opened.json<Email>()
}

describe('POST /api/inbound/email with real MIME messages', () => {
  it('multipart/alternative: both parts, sender name and address (normalised), recipient and date', async () => {
    const email = await receive('multipart-alternative.eml')
    expect(email).toMatchObject({
      fromName: 'Jane Doe',
      fromEmail: 'jane.doe@example.com',
      toEmail: 'hello@sharpedge.example',
      subject: 'Question about my booking BO-000027',
      isRead: false,
      attachmentCount: 0,
      receivedAt: '2025-01-14T14:30:58.000Z',
    })
    expect(email.textContent).toBe(
      'Hi there,\n\nCould you also look at the tip of my 10" chef\'s knife? It bent a little\nwhen it fell off the counter.\n\nThanks,\nJane',
    )
    expect(email.htmlContent).toContain('<b>10&quot; chef&#39;s knife</b>? It bent a little when it fell')
  })

  it('HTML only: keeps the HTML and derives a text version from it', async () => {
    const email = await receive('html-only.eml')
    expect(email.htmlContent).toContain('<strong>4 and 6&nbsp;pm</strong> works for the pickup.')
    // The &nbsp; stays a no-break space in the text version.
    expect(email.textContent).toContain('Any time between 4 and 6\u00a0pm works for the pickup.')
    expect(email.fromName).toBe('Carlos Ruiz')
  })

  it('text only: the text as written, no HTML, no sender name', async () => {
    const email = await receive('text-only.eml')
    expect(email).toMatchObject({ fromName: null, fromEmail: 'pat@example.org', htmlContent: null })
    expect(email.textContent).toBe(
      'Good morning,\n\nIs the stropping add-on worth it for a carbon steel gyuto?\n\n    Pat',
    )
  })

  it('ISO-8859-1: body, subject and sender name decoded to the right accented characters', async () => {
    const email = await receive('iso-8859-1.eml')
    expect(email.fromName).toBe('Renée Müller')
    expect(email.subject).toBe('Küchenmesser schärfen')
    expect(email.textContent).toContain('können Sie auch mein Santoku schärfen?')
    expect(email.textContent).toContain('Crème brûlée à la française, naïve façade: ÀÉÎÕÜ ß ÿ.')
  })

  it('RFC 2047 encoded words: a folded subject of base64 and Q parts, and an encoded name', async () => {
    const email = await receive('encoded-word-subject.eml')
    expect(email.subject).toBe('Knife sharpening 🔪 – 3 Stück für den Gyutō')
    expect(email.fromName).toBe('山田')
    expect(email.textContent).toBe('包丁を三本、研いでいただけますか？\nThree knives, please.')
  })

  it('no subject: stored with a null subject', async () => {
    const email = await receive('no-subject.eml')
    expect(email.subject).toBeNull()
    expect(email.textContent).toContain('I left the paring knife in the drawer')
  })

  it('an attachment: counted, not stored, and kept out of the text and HTML', async () => {
    const email = await receive('with-attachment.eml')
    expect(email.attachmentCount).toBe(1)
    expect(email.textContent).toBe('Attached is a photo of the chip near the tip of my santoku.')
    expect(email.htmlContent).toBeNull()
  })

  it('stores a Message-ID once: the same message again, or another with its id, answers 200 with the first id', async () => {
    const first = await postMessage(fixture('multipart-alternative.eml'))
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ id: expect.any(Number), duplicate: false })
    for (const name of ['multipart-alternative.eml', 'duplicate-message-id.eml']) {
      const again = await postMessage(fixture(name))
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ id: first.json().id, duplicate: true })
    }
    const stored = await inbox()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.subject).toBe('Question about my booking BO-000027')
  })

  it('stores simultaneous deliveries of one message once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postMessage(fixture('text-only.eml'))),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1)
    expect(await inbox()).toHaveLength(1)
  })

  it('deduplicates a message without Message-ID by its bytes, so a retried delivery is not stored twice', async () => {
    const raw = 'From: retry@example.com\r\nSubject: No id\r\n\r\nHello'
    expect((await postMessage(raw)).statusCode).toBe(201)
    expect((await postMessage(raw)).statusCode).toBe(200)
    expect((await postMessage(`${raw} again`)).statusCode).toBe(201)
  })

  it('links the message to the customer with the sender address, whatever its case', async () => {
    const now = Date.now()
    const customer = await t.app.db
      .insertInto('customers')
      .values({ email: 'jane.doe@example.com', name: 'Jane Doe', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const email = await receive('multipart-alternative.eml')
    expect(email.customerId).toBe(customer.id)
    const row = await t.app.db.selectFrom('emails').select('customer_id').executeTakeFirstOrThrow()
    expect(row.customer_id).toBe(customer.id)
  })

  it('accepts the media type with parameters and in any case', async () => {
    const response = await postMessage(fixture('text-only.eml'), {
      'content-type': 'Message/RFC822; charset=us-ascii',
    })
    expect(response.statusCode).toBe(201)
  })

  it('never dates a message after its arrival', async () => {
    const raw = 'From: future@example.com\r\nDate: Fri, 1 Jan 2100 00:00:00 +0000\r\n\r\nFrom the future'
    const before = Date.now()
    expect((await postMessage(raw)).statusCode).toBe(201)
    const [email] = await inbox()
    expect(Date.parse(email!.receivedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(email!.receivedAt)).toBeLessThanOrEqual(Date.now())
  })
})
