import fs from 'node:fs'
import path from 'node:path'

import MailComposer from 'nodemailer/lib/mail-composer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const TOKEN = 'test-inbound-token-0123456789'
const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/mail')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_TOKEN: TOKEN } })
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('emails').execute()
})

const postMessage = (payload: Buffer | string) =>
  t.request({
    method: 'POST',
    url: '/api/inbound/email',
    payload,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822' },
  })

const storedRows = () => t.app.db.selectFrom('emails').selectAll().orderBy('id').execute()

/** The same "random" bytes every run, so a failure can be reproduced. */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length)
  let state = seed
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    bytes[i] = state >> 16
  }
  return bytes
}

describe('a body that is not an e-mail', () => {
  const notMessages: Record<string, Buffer | string> = {
    'an empty body': '',
    'only blank lines': '\r\n\r\n   \r\n',
    'a JSON object': JSON.stringify({ from: 'jane@example.com', subject: 'Hi', text: 'Hello' }),
    'a JSON array': '[1, 2, 3]',
    'binary noise': noise(64 * 1024, 42),
    'more binary noise': noise(3000, 7),
    'malformed headers (fixture)': fs.readFileSync(path.join(FIXTURES, 'malformed-headers.eml')),
    'a From header without an address': 'From: Jane Doe\r\nSubject: Hi\r\n\r\nHello',
    'a From header with two @': 'From: jane@@example.com\r\n\r\nHello',
    'an over-long sender address': `From: ${'a'.repeat(5000)}@example.com\r\n\r\nHello`,
    'headers with no colon at all': 'Just some text\r\nand more text\r\n',
    'a body with no headers': '\r\nFrom: jane@example.com\r\n',
  }

  for (const [name, payload] of Object.entries(notMessages)) {
    it(`answers ${name} with 400 in the error shape and stores nothing`, async () => {
      const response = await postMessage(payload)
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_A_MESSAGE' })
      expect(await storedRows()).toEqual([])
    })
  }

  it('keeps serving afterwards', async () => {
    for (const payload of Object.values(notMessages)) await postMessage(payload)
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await postMessage('From: fine@example.com\r\n\r\nStill here')).statusCode).toBe(201)
  })
})

describe('odd but real messages', () => {
  it('stores NUL characters as nothing (PostgreSQL refuses them) rather than failing', async () => {
    const response = await postMessage('From: nul@example.com\r\nSubject: a\u0000b\r\n\r\nbe\u0000fore')
    expect(response.statusCode).toBe(201)
    const [row] = await storedRows()
    expect(row).toMatchObject({ subject: 'ab', text_content: 'before' })
  })

  it('stores bytes that are not valid UTF-8 as replacement characters', async () => {
    const raw = Buffer.concat([
      Buffer.from('From: bytes@example.com\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nbad '),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from(' end'),
    ])
    expect((await postMessage(raw)).statusCode).toBe(201)
    const [row] = await storedRows()
    expect(row?.text_content).toMatch(/^bad \uFFFD+ end$/)
  })

  it('stores an over-long Message-ID by its hash, still deduplicating', async () => {
    const raw = `From: long@example.com\r\nMessage-ID: <${'x'.repeat(5000)}@example.com>\r\n\r\nHi`
    expect((await postMessage(raw)).statusCode).toBe(201)
    expect((await postMessage(raw)).statusCode).toBe(200)
    const [row] = await storedRows()
    expect(row?.message_id).toMatch(/^sha256:[0-9a-f]{64}$/)
  })

  it('takes a sender from a group and an unknown charset without failing', async () => {
    const raw =
      'From: Team: jane@example.com, bob@example.com;\r\nContent-Type: text/plain; charset=x-unknown-42\r\n\r\nHello'
    expect((await postMessage(raw)).statusCode).toBe(201)
    expect((await storedRows())[0]).toMatchObject({ from_email: 'jane@example.com', text_content: 'Hello' })
  })
})

describe('naughty strings', () => {
  const strings = naughtyStrings()
  /** Header values lose the whitespace around them (folding); a blank one is no value at all. */
  const asHeader = (text: string) => (text.trim() === '' ? null : text.trim())

  it('stores each as subject, sender name and body exactly (headers without their surrounding whitespace)', async () => {
    const failures: string[] = []
    for (const [index, text] of strings.entries()) {
      const raw = await new MailComposer({
        from: { name: text, address: 'naughty@example.com' },
        to: 'hello@sharpedge.example',
        subject: text,
        text,
        textEncoding: 'base64',
        messageId: `<naughty-${index}@example.com>`,
      })
        .compile()
        .build()
      const response = await postMessage(raw)
      if (response.statusCode !== 201) {
        failures.push(`#${index} answered ${response.statusCode}: ${response.body}`)
        continue
      }
      const email = await t.app.db
        .selectFrom('emails')
        .selectAll()
        .where('id', '=', response.json().id)
        .executeTakeFirstOrThrow()
      if (asHeader(email.subject ?? '') !== asHeader(text))
        failures.push(`#${index} subject ${email.subject}`)
      if (asHeader(email.from_name ?? '') !== asHeader(text))
        failures.push(`#${index} name ${email.from_name}`)
      const body = text.trim() === '' ? null : text
      if (email.text_content !== body) failures.push(`#${index} body ${JSON.stringify(email.text_content)}`)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('never answers 500 when each is written into the headers and body raw, unencoded', async () => {
    for (const text of strings) {
      const response = await postMessage(`From: ${text} <raw@example.com>\r\nSubject: ${text}\r\n\r\n${text}`)
      expect([201, 200, 400], `${JSON.stringify(text)}: ${response.body}`).toContain(response.statusCode)
    }
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  }, 120_000)
})
