import { describe, expect, it } from 'vitest'

import type { OutboxMessage } from '@shared/outbox.schema.ts'
import { describeMailState } from './outbox-labels'

const message = (changes: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  kind: 'confirmation',
  bookingId: 27,
  to: 'jane@example.com',
  subject: 'Booking confirmed',
  status: 'queued',
  attempts: 0,
  nextAttemptAt: '2025-01-14T14:30:00.000Z',
  lastError: null,
  sentAt: null,
  createdAt: '2025-01-14T14:29:00.000Z',
  ...changes,
})

const NY = 'America/New_York'

describe('where a message stands, in the owner’s words', () => {
  it('says when a sent message went', () => {
    expect(describeMailState(message({ status: 'sent', sentAt: '2025-01-14T14:31:00.000Z' }), NY)).toBe(
      'Sent Jan 14, 2025, 9:31 AM',
    )
  })

  it('gives the reason and the next try of a message that failed before', () => {
    const retrying = message({ attempts: 2, lastError: 'could not connect to the mail server' })
    expect(describeMailState(retrying, NY)).toBe(
      'Could not connect to the mail server. Tried 2 times; next try Jan 14, 2025, 9:30 AM.',
    )
  })

  it('says a failed message needs Retry, with the reason', () => {
    const failed = message({
      status: 'failed',
      attempts: 1,
      lastError: 'the mail server refused the message',
    })
    expect(describeMailState(failed, NY)).toBe(
      'Not sent after 1 try: the mail server refused the message. Use Retry to try again.',
    )
  })
})
