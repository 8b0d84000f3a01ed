import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { NotAMessageError, parseInboundMessage } from './parse-inbound-message.ts'

const MESSAGE =
  'From: Ada Lovelace <ada@example.com>\r\nTo: hello@sharpedge.example\r\nSubject: Two knives\r\n' +
  'Message-ID: <two-knives@example.com>\r\nDate: Tue, 14 Jan 2025 14:30:58 +0000\r\n\r\nCan you sharpen them?\r\n'

describe('parseInboundMessage', () => {
  // First in the file: mailparser is loaded by the first message a process reads, and this one fails meanwhile.
  // Unheard, that failure was an unhandled error and the parse never ended.
  it('refuses a stream that fails before its first byte, while mailparser is being loaded', async () => {
    const failing = new Readable({ read: () => failing.destroy(new Error('connection reset')) })
    await expect(parseInboundMessage(failing)).rejects.toThrow(NotAMessageError)
  })

  it('reads a message streamed to it', async () => {
    const row = await parseInboundMessage(Readable.from([Buffer.from(MESSAGE)]))
    expect(row).toMatchObject({ from_email: 'ada@example.com', subject: 'Two knives' })
  })
})
