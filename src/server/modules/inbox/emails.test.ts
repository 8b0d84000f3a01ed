import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { Email, EmailList, EmailSummary } from '../../../shared/email.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { type EmailFields, storeCustomer, storeEmail } from './emails-test-support.ts'

let t: TestApp
let cookie: string
beforeEach(async () => {
  // A development server: the samples below come from POST /api/emails/test, which is off by default.
  t = await createTestApp({ env: { ENABLE_TEST_EMAILS: 'true' } })
  cookie = await t.login()
})
afterEach(() => t.close())

const list = async (query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/emails${query}`, cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<EmailList>()
}
const insertEmail = (fields: EmailFields = {}) => storeEmail(t.app.db, fields)
const insertCustomer = (email: string, name: string) => storeCustomer(t.app.db, email, name)

describe('GET /api/emails', () => {
  it('lists newest first with the total, and counts all, unread and read whatever the filter', async () => {
    const old = await insertEmail({ minutesAgo: 60, isRead: true })
    const middle = await insertEmail({ minutesAgo: 30 })
    const newest = await insertEmail({ minutesAgo: 1 })

    const all = await list()
    expect(all.emails.map((email) => email.id)).toEqual([newest, middle, old])
    expect(all.total).toBe(3)
    expect(all.counts).toEqual({ all: 3, unread: 2, read: 1 })

    const unread = await list('?isRead=false')
    expect(unread.emails.map((email) => email.id)).toEqual([newest, middle])
    expect(unread.total).toBe(2)
    expect(unread.counts).toEqual({ all: 3, unread: 2, read: 1 })

    const read = await list('?isRead=true')
    expect(read.emails.map((email) => email.id)).toEqual([old])
    expect(read.total).toBe(1)
  })

  it('answers an empty inbox with no e-mails and zero counts', async () => {
    expect(await list()).toEqual({
      emails: [],
      total: 0,
      counts: { all: 0, unread: 0, read: 0 },
      testEmails: true,
    })
  })

  it('pages with limit and offset; the total counts every match', async () => {
    const ids = []
    for (let minutes = 0; minutes < 30; minutes++) ids.push(await insertEmail({ minutesAgo: minutes }))
    const first = await list()
    expect(first.emails).toHaveLength(25)
    expect(first.total).toBe(30)
    const second = await list('?limit=10&offset=25')
    expect(second.emails.map((email) => email.id)).toEqual(ids.slice(25))
  })

  it('lists each e-mail as its summary, with the customer when the sender is one, and never a body', async () => {
    const customerId = await insertCustomer('jane.doe@example.com', 'Jane Doe')
    await insertEmail({ from: 'jane.doe@example.com' })
    const [email] = (await list()).emails
    expect(email).toEqual<EmailSummary>({
      id: expect.any(Number),
      source: 'email',
      fromName: 'Someone',
      fromEmail: 'jane.doe@example.com',
      replyTo: 'jane.doe@example.com',
      toEmail: 'hello@sharpedge.example',
      subject: 'Sent 0 minutes ago',
      preview: 'Hello',
      size: 5,
      hasHtml: false,
      isRead: false,
      customerId,
      customer: {
        id: customerId,
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        phone: '407-555-0100',
        city: 'Orlando',
        state: 'FL',
      },
      bookingId: null,
      attachmentCount: 0,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it('refuses a bad filter or page in the error shape', async () => {
    for (const query of ['?isRead=yes', '?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      const response = await t.request({ method: 'GET', url: `/api/emails${query}`, cookie })
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) })
    }
  })
})

describe('GET /api/emails/:id', () => {
  it('answers the whole message, bodies and all, where the list has only its summary', async () => {
    const html = `<html><head><style>p { color: red }</style></head><body>${'<p>Sharpen my gyutō, please.</p>'.repeat(5000)}</body></html>`
    const id = await insertEmail({ text: null, html })
    const [summary] = (await list()).emails
    expect(summary).not.toHaveProperty('htmlContent')
    expect(summary).not.toHaveProperty('textContent')
    expect(summary).toMatchObject({ hasHtml: true, size: Buffer.byteLength(html) })
    expect(summary?.preview).toBe(`${'Sharpen my gyutō, please. '.repeat(4).slice(0, 100)}...`)

    const response = await t.request({ method: 'GET', url: `/api/emails/${id}`, cookie })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.json()).toEqual<Email>({ ...summary!, textContent: null, htmlContent: html })
    // Reading a message does not mark it read: opening it in the inbox does that (PATCH .../read).
    expect((await list()).counts.unread).toBe(1)
  })

  it('is for the signed-in admin only', async () => {
    const id = await insertEmail()
    const response = await t.request({ method: 'GET', url: `/api/emails/${id}` })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) })
  })
})

describe('PATCH /api/emails/:id/read', () => {
  it('marks the e-mail read, answers it, and is harmless to repeat', async () => {
    const id = await insertEmail()
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await t.request({ method: 'PATCH', url: `/api/emails/${id}/read`, cookie })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id, isRead: true })
    }
    expect((await list()).counts).toEqual({ all: 1, unread: 0, read: 1 })
  })
})

describe('DELETE /api/emails/:id', () => {
  it('deletes permanently: gone from the list, and a second delete is a 404', async () => {
    const kept = await insertEmail()
    const id = await insertEmail()
    const response = await t.request({ method: 'DELETE', url: `/api/emails/${id}`, cookie })
    expect(response.statusCode).toBe(204)
    expect((await list()).emails.map((email) => email.id)).toEqual([kept])
    const again = await t.request({ method: 'DELETE', url: `/api/emails/${id}`, cookie })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ error: 'Email not found', code: 'NOT_FOUND' })
  })
})

describe('e-mail ids', () => {
  const routes = (id: string) => [
    { method: 'GET' as const, url: `/api/emails/${id}` },
    { method: 'PATCH' as const, url: `/api/emails/${id}/read` },
    { method: 'DELETE' as const, url: `/api/emails/${id}` },
  ]

  it('answers 404 for an unknown id, including one too large for the column, and changes nothing', async () => {
    await insertEmail()
    for (const id of ['999999', '0', '2147483648', '999999999999']) {
      for (const route of routes(id)) {
        const response = await t.request({ ...route, cookie })
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404)
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
      }
    }
    expect((await list()).counts).toEqual({ all: 1, unread: 1, read: 0 })
  })

  it('answers 400 for an id that is not a whole number', async () => {
    for (const id of ['abc', '1.5', '-1', '1e3', '0x10', '%20', '1;drop table emails', '9'.repeat(40)]) {
      for (const route of routes(encodeURIComponent(id))) {
        const response = await t.request({ ...route, cookie })
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(400)
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
      }
    }
  })
})

describe('POST /api/emails/test', () => {
  it('is offered on a development server only: 404 and nothing added on a live inbox, 201 with the flag', async () => {
    expect((await list()).testEmails).toBe(true)
    const live = await createTestApp()
    try {
      const liveCookie = await live.login()
      const refused = await live.request({ method: 'POST', url: '/api/emails/test', cookie: liveCookie })
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' })
      const inbox = await live.request({ method: 'GET', url: '/api/emails', cookie: liveCookie })
      expect(inbox.json<EmailList>()).toMatchObject({ testEmails: false, counts: { all: 0 } })
      // Signed out it is still 401, flag or not: nothing about the server is told to a stranger.
      expect((await live.request({ method: 'POST', url: '/api/emails/test' })).statusCode).toBe(401)
    } finally {
      await live.close()
    }
    expect((await t.request({ method: 'POST', url: '/api/emails/test', cookie })).statusCode).toBe(201)
  })

  it('adds realistic samples: unread, some HTML, one without subject, some from known customers', async () => {
    const maria = await insertCustomer('maria@example.com', 'Maria Lopez')
    const response = await t.request({ method: 'POST', url: '/api/emails/test', cookie })
    expect(response.statusCode, response.body).toBe(201)
    const { created, emails } = response.json<{ created: number; emails: Email[] }>()
    expect(created).toBeGreaterThanOrEqual(5)
    expect(emails).toHaveLength(created)
    expect(emails.every((email) => !email.isRead)).toBe(true)
    expect(emails.some((email) => email.hasHtml)).toBe(true)
    expect(emails.some((email) => email.subject === null)).toBe(true)
    expect(emails.some((email) => email.attachmentCount > 0)).toBe(true)
    const fromMaria = emails.filter((email) => email.customerId === maria)
    expect(fromMaria.length).toBeGreaterThan(0)
    expect(fromMaria[0]?.customer).toMatchObject({ name: 'Maria Lopez', email: 'maria@example.com' })
    const opened = await t.request({ method: 'GET', url: `/api/emails/${fromMaria[0]!.id}`, cookie })
    expect(opened.json<Email>().textContent).toContain('Maria')

    // Each click adds a new set: the samples' Message-IDs are fresh every time.
    await t.request({ method: 'POST', url: '/api/emails/test', cookie })
    expect((await list()).counts.all).toBe(created * 2)
  })

  it('uses made-up senders when there are no customers yet', async () => {
    const response = await t.request({ method: 'POST', url: '/api/emails/test', cookie })
    expect(response.statusCode).toBe(201)
    expect(response.json<{ emails: Email[] }>().emails.every((email) => email.customerId === null)).toBe(true)
  })
})

describe('linking by sender address', () => {
  it('shows mail that came before the first booking as from the customer once the sender is one', async () => {
    await insertEmail({ from: 'late@example.com' })
    expect((await list()).emails[0]?.customer).toBeNull()
    const customerId = await insertCustomer('late@example.com', 'Late Booker')
    expect((await list()).emails[0]?.customerId).toBe(customerId)
  })
})
