import { emailLayout, formatLongDate, textSignOff, type Business, type ComposedEmail } from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

/** The subject's longest, in characters, before "Re: ": a subject is one line a person reads. */
const SUBJECT_MAX = 200
/** How much of the customer's message the reply quotes, in characters. */
const QUOTE_MAX = 2000

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/**
 * Every control character, line break and run of white space: a header must stay one line, whatever the
 * subject it answers held (an encoded word may decode to CR LF).
 */
const BREAKS_AND_CONTROLS = /[\s\u0000-\u001f\u007f-\u009f]+/g
/* eslint-enable no-control-regex */

const firstCharacters = (text: string, max: number) => {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/**
 * "Re: <subject>" on one line, from the subject of the message answered (as received: anything at all), or
 * `fallback` when it had none. A subject that already starts with "Re:" keeps its one.
 */
export function replySubject(original: string | null, fallback: string): string {
  const line = firstCharacters((original ?? '').replace(BREAKS_AND_CONTROLS, ' ').trim(), SUBJECT_MAX)
  const subject = line || fallback
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`
}

export interface OwnerReply {
  subject: string
  /** The reply as the owner wrote it. */
  body: string
  /** The customer's message, quoted under the reply (its start); null when it had no text. */
  quoted: { text: string | null; receivedAt: string } | null
  /** The order's private link, for a message about an order. */
  orderUrl?: string
}

/** The owner's reply to a customer (issue 41 point 4): their words, the order's link, and the message quoted. */
export function composeOwnerReplyEmail(reply: OwnerReply, business: Business): ComposedEmail {
  const quote = reply.quoted?.text ? firstCharacters(reply.quoted.text, QUOTE_MAX) : null
  const wrote = reply.quoted
    ? `On ${formatLongDate(reply.quoted.receivedAt, business.timezone)}, you wrote:`
    : ''
  const text = [
    reply.body,
    ...orderLinkText(reply.orderUrl),
    ...textSignOff(business),
    ...(quote ? [wrote, ...quote.split('\n').map((line) => `> ${line}`), ''] : []),
  ].join('\n')
  const body = html`<p style="margin:0 0 16px;white-space:pre-wrap">${reply.body}</p>
    ${orderLinkHtml(reply.orderUrl)}
    ${
      quote
        ? html`<p style="margin:16px 0 4px;font-size:13px;color:#57534e">${wrote}</p>
            <blockquote
              style="margin:0;padding-left:12px;border-left:3px solid #e7e5e4;color:#57534e;white-space:pre-wrap"
            >
              ${quote}
            </blockquote>`
        : ''
    }`
  return { subject: reply.subject, text, html: emailLayout(business, reply.subject, body) }
}
