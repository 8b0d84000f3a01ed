import { createHash } from 'node:crypto'

import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser'

import type { NewEmailRow } from '../inbox/emails.repository.ts'

/** The raw message could not be read as an e-mail; its message says why, for the sender of the request. */
export class NotAMessageError extends Error {
  override name = 'NotAMessageError'
}

/** RFC 5321's longest address. Longer "addresses" are noise, and would not fit PostgreSQL's index entries. */
const MAX_ADDRESS_LENGTH = 254
const ADDRESS = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+$/
/** A Message-ID longer than this is stored as its hash, so the unique index can always hold it. */
const MAX_MESSAGE_ID_LENGTH = 250

const flatten = (addresses: EmailAddress[]): EmailAddress[] =>
  addresses.flatMap((entry) => (entry.group ? flatten(entry.group) : [entry]))

const addressesOf = (header: AddressObject | AddressObject[] | undefined): EmailAddress[] =>
  flatten([header ?? []].flat().flatMap((object) => object.value))

const isAddress = (text: string) => text.length <= MAX_ADDRESS_LENGTH && ADDRESS.test(text)

/** What claims to be an RFC 2047 encoded word, spaces and all, as a hostile From header writes one. */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?.*?\?=/gi

/**
 * Whether the address stands in the raw From header outside every encoded word. An address inside one is part
 * of a display name: `=?utf-8?B?"Known Customer" <victim@known.example>?=` must not pass for that customer, yet
 * mailparser (3.14 too) reads the address out of it. An addr-spec is never encoded, so a real sender is outside.
 */
function standsOutsideEncodedWords(address: string, rawFrom: string | undefined): boolean {
  if (!rawFrom?.includes('=?')) return true
  return rawFrom.replace(ENCODED_WORD, ' ').toLowerCase().includes(address.toLowerCase())
}

/** PostgreSQL refuses NUL in text; a message may carry one anywhere, and it never means anything to a reader. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '')

/** Blank means absent; anything else is kept exactly as the parser decoded it. */
const nonBlank = (text: string | undefined | false): string | null => {
  if (!text) return null
  const clean = withoutNul(text)
  return clean.trim() === '' ? null : clean
}

/** Providers retry deliveries; without a Message-ID the raw bytes are the message's identity. */
function dedupeKey(messageId: string | undefined, raw: Buffer): string {
  const id = messageId?.trim()
  if (!id) return `sha256:${createHash('sha256').update(raw).digest('hex')}`
  if (id.length <= MAX_MESSAGE_ID_LENGTH) return withoutNul(id)
  return `sha256:${createHash('sha256').update(id).digest('hex')}`
}

/** The Date header, but never later than the arrival: a date in the future would pin a message atop the inbox. */
function receivedAt(date: Date | undefined, now: number): number {
  const time = date?.getTime()
  if (time === undefined || !Number.isFinite(time) || time < 0) return now
  return Math.min(time, now)
}

/**
 * Reads a raw RFC 822 message into an inbox row: sender name and address, recipients, subject, text, HTML and
 * date, charsets and encoded words decoded. Attachments are counted and dropped. Throws NotAMessageError for
 * input that is not an e-mail (no From address, binary noise, JSON). The HTML is kept as received: it is sanitised
 * where it is shown, in the admin's browser (client/features/communications/lib/sanitize-email-html.ts).
 */
export async function parseInboundMessage(raw: Buffer, now = Date.now()): Promise<NewEmailRow> {
  if (raw.length === 0 || raw.toString('latin1').trim() === '') {
    throw new NotAMessageError('The request body is empty; send the raw message (RFC 822).')
  }
  let parsed
  try {
    parsed = await simpleParser(raw, {
      // Inline images would come back as data: URIs inside the HTML, and attachments are not kept.
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    })
  } catch {
    throw new NotAMessageError('The body could not be read as an e-mail message (RFC 822).')
  }

  const rawFrom = parsed.headerLines.find((line) => line.key === 'from')?.line.replace(/^from:/i, '')
  const sender = addressesOf(parsed.from).find(
    (entry) =>
      entry.address &&
      isAddress(entry.address.trim()) &&
      standsOutsideEncodedWords(entry.address.trim(), rawFrom),
  )
  if (!sender?.address) {
    throw new NotAMessageError(
      parsed.headers.has('from')
        ? 'The From header holds no valid e-mail address.'
        : 'The body is not an e-mail message: it has no From header.',
    )
  }
  const recipients = addressesOf(parsed.to)
    .map((entry) => entry.address?.trim() ?? '')
    .filter((address) => address !== '')

  return {
    message_id: dedupeKey(parsed.messageId, raw),
    from_name: nonBlank(sender.name),
    from_email: sender.address.trim().toLowerCase(),
    to_email: nonBlank(recipients.join(', ')),
    subject: nonBlank(parsed.subject),
    // The parser ends a text body with the line break that closes its last line; it is not the sender's.
    text_content: nonBlank(parsed.text?.replace(/\n$/, '')),
    html_content: nonBlank(parsed.html),
    attachment_count: parsed.attachments.length,
    received_at: receivedAt(parsed.date, now),
    created_at: now,
  }
}
