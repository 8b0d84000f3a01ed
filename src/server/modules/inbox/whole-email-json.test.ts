import { text } from 'node:stream/consumers'

import { describe, expect, it } from 'vitest'

import type { Email } from '../../../shared/email.schema.ts'
import { wholeEmailJson } from './whole-email-json.ts'

const email = (bodies: Pick<Email, 'textContent' | 'htmlContent'>): Email => ({
  id: 7,
  source: 'email',
  fromName: 'Maria "Knives" Lopez',
  fromEmail: 'maria@example.com',
  replyTo: 'maria@example.com',
  toEmail: 'hello@sharpedge.example',
  subject: 'Gyutō\nand santoku',
  preview: 'Hello',
  size: 42,
  hasHtml: bodies.htmlContent !== null,
  isRead: false,
  customerId: null,
  customer: null,
  bookingId: null,
  attachmentCount: 0,
  receivedAt: '2025-01-14T14:30:58.000Z',
  createdAt: '2025-01-14T14:31:00.000Z',
  ...bodies,
})

describe('wholeEmailJson', () => {
  it('writes the JSON JSON.stringify would, byte for byte, however the bodies are cut into slices', async () => {
    const cases = [
      // Every 64 Ki-character cut falls between the halves of a pair (odd offset), then on whole pairs (even).
      email({ textContent: `a${'🔪'.repeat(100_000)}`, htmlContent: `<p>${'🔪'.repeat(100_000)}</p>` }),
      email({ textContent: `"quoted"\\ \u0000\u001f\u2028 ${'é'.repeat(70_000)}\r\n`, htmlContent: null }),
      email({ textContent: null, htmlContent: '' }),
    ]
    for (const value of cases) expect(await text(wholeEmailJson(value))).toBe(JSON.stringify(value))
  })

  it('refuses a value the Email schema does not describe, as every answer is checked', () => {
    const broken = { ...email({ textContent: 'Hi', htmlContent: null }), fromEmail: 3 } as unknown as Email
    expect(() => wholeEmailJson(broken)).toThrow()
  })
})
