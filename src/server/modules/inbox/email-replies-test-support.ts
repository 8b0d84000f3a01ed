import type { EmailList } from '../../../shared/email.schema.ts'
import type { TestApp } from '../../test/test-app.ts'

export const INBOUND_TOKEN = 'reply-inbound-token-0123456789'

/** A raw e-mail from a customer, as a mail provider posts it to the inbound endpoint. */
export const customerEmail = ({
  messageId = '<question-1@mail.customer.example>',
  subject = 'Do you sharpen serrated knives?',
  from = 'Tom Becker <tbecker@example.net>',
  body = 'My bread knife is getting dull.\r\nCan you help?',
}: { messageId?: string | null; subject?: string; from?: string; body?: string } = {}) =>
  [
    `From: ${from}`,
    'To: hello@sharpedge.example',
    `Subject: ${subject}`,
    ...(messageId ? [`Message-ID: ${messageId}`] : []),
    'Date: Wed, 14 Jan 2026 09:30:00 -0500',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n')

/** Delivers a raw message to the inbox and answers the stored e-mail's id. */
export async function receiveEmail(t: TestApp, raw: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/inbound/email',
    payload: raw,
    headers: { authorization: `Bearer ${INBOUND_TOKEN}`, 'content-type': 'message/rfc822' },
  })
  if (response.statusCode !== 201) throw new Error(`inbound: ${response.statusCode} ${response.body}`)
  return response.json<{ id: number }>().id
}

/** The owner's reply routes, signed in with `cookie` (or not, without one). */
export function replies(t: TestApp, cookie?: string) {
  return {
    send: (emailId: number | string, payload: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/emails/${emailId}/replies`,
        cookie,
        ...(typeof payload === 'string'
          ? { payload, headers: { 'content-type': 'application/json' } }
          : { payload: payload as object }),
      }),
    list: (emailId: number | string) =>
      t.request({ method: 'GET', url: `/api/emails/${emailId}/replies`, cookie }),
  }
}

/** The inbox's newest message (an order-page message just written, say). */
export async function newestEmailId(t: TestApp, cookie: string): Promise<number> {
  const list = (await t.request({ method: 'GET', url: '/api/emails', cookie })).json<EmailList>()
  const newest = list.emails[0]
  if (!newest) throw new Error('the inbox is empty')
  return newest.id
}
