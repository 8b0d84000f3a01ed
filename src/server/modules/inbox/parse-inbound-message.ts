import { createHash, type Hash } from 'node:crypto'
import { Readable, Transform, type TransformCallback } from 'node:stream'

import type { AddressObject, EmailAddress, HeaderLines, MailParser } from 'mailparser'

import type { NewEmailRow } from './emails.repository.ts'

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
const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text)

/** Blank means absent; anything else is kept exactly as the parser decoded it. */
const nonBlank = (text: string | undefined | false): string | null => {
  if (!text) return null
  const clean = withoutNul(text)
  return clean.trim() === '' ? null : clean
}

/** Providers retry deliveries; without a Message-ID the raw bytes (their hash) are the message's identity. */
function dedupeKey(messageId: string | undefined, rawSha256: string): string {
  const id = messageId?.trim()
  if (!id) return `sha256:${rawSha256}`
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
 * HTML-only messages get a text version converted from their HTML, up to this length: the converter builds the
 * whole document in memory, dozens of times the HTML's size, and a 10 MB message would take the server down.
 * Longer HTML keeps no text version; the inbox shows the HTML, and its preview reads the HTML's start.
 */
const MAX_HTML_TO_TEXT = 256 * 1024

/** What the raw bytes say as they pass to the parser: the identity of a message without Message-ID, blankness. */
class RawMessageFacts extends Transform {
  private readonly hash: Hash = createHash('sha256')
  private printable = false

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk)
    // Anything but spaces, tabs and line breaks makes the body more than blank.
    if (!this.printable) this.printable = chunk.some((byte) => byte !== 0x20 && (byte < 0x09 || byte > 0x0d))
    done(null, chunk)
  }

  get blank(): boolean {
    return !this.printable
  }

  sha256(): string {
    return this.hash.digest('hex')
  }
}

interface ParsedMessage {
  headers: MailParser['headers']
  headerLines: HeaderLines
  from?: AddressObject
  to?: AddressObject | AddressObject[]
  subject?: string
  date?: Date
  messageId?: string
  text?: string
  html?: string
  attachmentCount: number
}

/**
 * Streams the message through mailparser, keeping its headers and text and counting its attachments, whose
 * content is read past and never held (simpleParser would hold each in a Buffer).
 */
async function readMessage(input: Readable): Promise<ParsedMessage> {
  // mailparser is loaded by the first message, not at the server's start (docs/decisions.md "Loaded when first
  // used"); an error of the input meanwhile is kept, not left to crash the process with no one listening.
  let failedWhileLoading: unknown
  const noteFailure = (error: unknown) => (failedWhileLoading ??= error)
  input.once('error', noteFailure)
  const { MailParser } = await import('mailparser')
  input.off('error', noteFailure)
  if (failedWhileLoading !== undefined) throw failedWhileLoading
  const parser = new MailParser({
    // Inline images would become data: URIs inside the HTML, and attachments are not kept.
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    maxHtmlLengthToParse: MAX_HTML_TO_TEXT,
  })
  return new Promise((resolve, reject) => {
    let text: string | undefined
    let html: string | undefined
    let attachmentCount = 0
    parser.on('data', (data) => {
      if (data.type === 'text') {
        text = data.text
        html = data.html
        return
      }
      attachmentCount += 1
      data.content.on('end', () => data.release?.())
      data.content.resume()
    })
    parser.once('error', reject)
    input.once('error', (error) => parser.destroy(error))
    parser.once('end', () =>
      resolve({
        headers: parser.headers,
        headerLines: parser.headerLines || [],
        from: parser.from,
        to: parser.to,
        subject: parser.subject,
        date: parser.date,
        messageId: parser.messageId,
        text,
        html,
        attachmentCount,
      }),
    )
    input.pipe(parser)
  })
}

/**
 * Reads a raw RFC 822 message (its bytes, or a stream of them) into an inbox row: sender name and address,
 * recipients, subject, text, HTML and date, charsets and encoded words decoded. Attachments are counted and
 * dropped. Throws NotAMessageError for input that is not an e-mail (no From address, binary noise, JSON). The
 * HTML is kept as received: it is sanitised where it is shown, in the admin's browser
 * (client/features/communications/lib/sanitize-email-html.ts).
 */
export async function parseInboundMessage(raw: Buffer | Readable, now = Date.now()): Promise<NewEmailRow> {
  const facts = new RawMessageFacts()
  const source = Buffer.isBuffer(raw) ? Readable.from([raw]) : raw
  source.once('error', (error) => facts.destroy(error))
  const input = source.pipe(facts)
  let parsed: ParsedMessage
  try {
    parsed = await readMessage(input)
  } catch {
    if (facts.blank) throw emptyBody()
    throw new NotAMessageError('The body could not be read as an e-mail message (RFC 822).')
  }
  if (facts.blank) throw emptyBody()

  const rawFrom = parsed.headerLines.find((line) => line.key === 'from')?.line.replace(/^from:/i, '')
  const sender = addressesOf(parsed.from).find(
    (entry) =>
      entry.address &&
      isAddress(entry.address.trim()) &&
      standsOutsideEncodedWords(entry.address.trim(), rawFrom),
  )
  if (!sender?.address) {
    throw new NotAMessageError(
      parsed.headers && parsed.headers.has('from')
        ? 'The From header holds no valid e-mail address.'
        : 'The body is not an e-mail message: it has no From header.',
    )
  }
  const recipients = addressesOf(parsed.to)
    .map((entry) => entry.address?.trim() ?? '')
    .filter((address) => address !== '')

  return {
    message_id: dedupeKey(parsed.messageId, facts.sha256()),
    from_name: nonBlank(sender.name),
    from_email: sender.address.trim().toLowerCase(),
    to_email: nonBlank(recipients.join(', ')),
    subject: nonBlank(parsed.subject),
    // The parser ends a text body with the line break that closes its last line; it is not the sender's.
    text_content: nonBlank(parsed.text?.endsWith('\n') ? parsed.text.slice(0, -1) : parsed.text),
    html_content: nonBlank(parsed.html),
    attachment_count: parsed.attachmentCount,
    received_at: receivedAt(parsed.date, now),
    created_at: now,
  }
}

const emptyBody = () => new NotAMessageError('The request body is empty; send the raw message (RFC 822).')
