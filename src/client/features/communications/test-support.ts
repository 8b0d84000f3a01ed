import { vi } from 'vitest'

import type { EmailReply } from '@shared/email-reply.schema.ts'
import type { Email, EmailSummary } from '@shared/email.schema.ts'

/** An inbox message with these fields, the rest a plain unread e-mail from someone@example.com. */
export const email = (fields: Partial<Email>): Email => ({
  id: 1,
  source: 'email',
  fromName: null,
  fromEmail: 'someone@example.com',
  replyTo: fields.fromEmail ?? 'someone@example.com',
  toEmail: 'hello@sharpedge.example',
  subject: 'Hello',
  preview: 'Hi',
  size: 2,
  hasHtml: fields.htmlContent != null,
  textContent: 'Hi',
  htmlContent: null,
  isRead: false,
  customerId: null,
  customer: null,
  bookingId: null,
  attachmentCount: 0,
  receivedAt: '2025-01-14T14:30:00.000Z',
  createdAt: '2025-01-14T14:30:00.000Z',
  ...fields,
})

/** A known customer, as a message from her carries it. */
export const JANE = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '407-555-0100',
  city: 'Orlando',
  state: 'FL',
}

/** What the list and the PATCH answer: the message without its bodies. */
const summaryOf = ({ textContent: _text, htmlContent: _html, ...summary }: Email): EmailSummary => summary

/**
 * The screen's side of the API, held in memory: what each call answers is what the server answers (the
 * server's own tests cover the server). Each request is recorded as "METHOD path".
 */
export function fakeInbox(
  initial: Email[],
  { failCreate = false, failOpen = false, testEmails = true } = {},
) {
  let emails = [...initial]
  const replies: EmailReply[] = []
  const calls: string[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url.pathname}`)
    const id = Number(url.pathname.split('/')[3])
    if (url.pathname.endsWith('/replies')) {
      if (method === 'GET') return json({ replies: replies.filter((reply) => reply.emailId === id) })
      const { body } = JSON.parse(String(init?.body)) as { body: string }
      const found = emails.find((e) => e.id === id)!
      const reply: EmailReply = {
        id: replies.length + 1,
        emailId: id,
        body,
        createdAt: '2025-01-14T15:00:00.000Z',
        mail: {
          id: 40 + replies.length,
          kind: 'owner_reply',
          bookingId: found.bookingId,
          to: found.replyTo,
          subject: `Re: ${found.subject}`,
          status: 'sent',
          attempts: 1,
          nextAttemptAt: null,
          lastError: null,
          sentAt: '2025-01-14T15:00:01.000Z',
          createdAt: '2025-01-14T15:00:00.000Z',
        },
      }
      replies.push(reply)
      return json(reply, 201)
    }
    if (method === 'GET' && url.pathname === '/api/emails') {
      const isRead = url.searchParams.get('isRead')
      const shown = isRead === null ? emails : emails.filter((e) => String(e.isRead) === isRead)
      const unread = emails.filter((e) => !e.isRead).length
      const counts = { all: emails.length, unread, read: emails.length - unread }
      return json({ emails: shown.map(summaryOf), total: shown.length, counts, testEmails })
    }
    if (method === 'GET') {
      const found = emails.find((e) => e.id === id)
      if (failOpen || !found) return json({ error: 'No', code: 'INTERNAL_ERROR' }, 500)
      return json(found)
    }
    if (method === 'PATCH') {
      emails = emails.map((e) => (e.id === id ? { ...e, isRead: true } : e))
      return json(summaryOf(emails.find((e) => e.id === id)!))
    }
    if (method === 'DELETE') {
      emails = emails.filter((e) => e.id !== id)
      return new Response(null, { status: 204 })
    }
    if (method === 'POST' && !failCreate) {
      const added = email({ id: 99, subject: 'Sample' })
      emails = [added, ...emails]
      return json({ created: 1, emails: [summaryOf(added)] }, 201)
    }
    return json({ error: 'No', code: 'INTERNAL_ERROR' }, 500)
  })
  return calls
}
