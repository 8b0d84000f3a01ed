import { Readable } from 'node:stream'

import { Email } from '../../../shared/email.schema.ts'

/** Characters of a body escaped and written at a time. */
const SLICE_CHARS = 64 * 1024

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** A string as a JSON string literal, a slice at a time; null as `null`. */
function* jsonString(text: string | null): Generator<Buffer> {
  if (text === null) {
    yield Buffer.from('null')
    return
  }
  yield Buffer.from('"')
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + SLICE_CHARS, text.length)
    // Cut between the halves of a pair, each half would be written as a lone "\ud83d" escape.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1
    yield Buffer.from(JSON.stringify(text.slice(start, end)).slice(1, -1))
    start = end
  }
  yield Buffer.from('"')
}

/**
 * One whole message as the JSON GET /api/emails/{id} answers, written a slice of its bodies at a time. The whole
 * answer as one string costs twice a body's characters again (18 MB for a 9 MB HTML body with one accented
 * character), and writing that string to the socket sets aside three bytes a character for its UTF-8: opening one
 * large message took the server 50 MB past what it holds anyway (issue 39). Checked against the Email schema first,
 * as every answer is (plugins/compiled-serializer.ts): a value that does not match fails with 500.
 */
export function wholeEmailJson(email: Email): Readable {
  const { textContent, htmlContent, ...summary } = Email.parse(email)
  function* parts(): Generator<Buffer> {
    // The summary's object, left open for the bodies.
    yield Buffer.from(`${JSON.stringify(summary).slice(0, -1)},"textContent":`)
    yield* jsonString(textContent)
    yield Buffer.from(',"htmlContent":')
    yield* jsonString(htmlContent)
    yield Buffer.from('}')
  }
  return Readable.from(parts(), { objectMode: false })
}
