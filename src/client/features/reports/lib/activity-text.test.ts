import { describe, expect, it } from 'vitest'

import type { ActivityItem } from '@shared/stats.schema.ts'
import { activityText, activityTime } from './activity-text'

const event = (overrides: Partial<ActivityItem>): ActivityItem => ({
  id: 1,
  at: '2025-01-05T15:04:00.000Z',
  kind: 'created',
  fromStatus: null,
  toStatus: 'pending',
  notes: null,
  bookingId: 42,
  customerName: 'Jane Doe',
  ...overrides,
})

describe('activityText', () => {
  it('names the order and what happened to it, in plain words', () => {
    expect(activityText(event({ kind: 'created' }))).toBe('BO-000042 booked by Jane Doe')
    expect(activityText(event({ kind: 'status', fromStatus: 'paid', toStatus: 'completed' }))).toBe(
      'BO-000042 marked completed',
    )
    expect(activityText(event({ kind: 'status', fromStatus: 'pending', toStatus: 'in-progress' }))).toBe(
      'BO-000042 marked in progress',
    )
    expect(activityText(event({ kind: 'edited', toStatus: null, notes: 'Phone' }))).toBe('BO-000042 edited')
    expect(activityText(event({ kind: 'archived', toStatus: null }))).toBe('BO-000042 archived')
    expect(activityText(event({ kind: 'unarchived', toStatus: null }))).toBe(
      'BO-000042 restored from the archive',
    )
    expect(activityText(event({ kind: 'payment', toStatus: null, notes: '$20.00 by Cash' }))).toBe(
      'BO-000042 payment received from Jane Doe',
    )
    expect(activityText(event({ kind: 'payment_voided', toStatus: null }))).toBe('BO-000042 payment voided')
  })

  it('tells the confirmation e-mail from a status e-mail by the note the server writes', () => {
    const sent = (notes: string | null) => activityText(event({ kind: 'email_sent', toStatus: null, notes }))
    expect(sent('Confirmation e-mail to jane@example.com')).toBe(
      'BO-000042 confirmation e-mail sent to Jane Doe',
    )
    expect(sent('Status e-mail (Completed) to jane@example.com')).toBe(
      'BO-000042 status e-mail sent to Jane Doe',
    )
    expect(sent(null)).toBe('BO-000042 e-mail sent to Jane Doe')
  })

  it('pads large and small order numbers alike', () => {
    expect(activityText(event({ bookingId: 7 }))).toBe('BO-000007 booked by Jane Doe')
    expect(activityText(event({ bookingId: 1234567 }))).toBe('BO-1234567 booked by Jane Doe')
  })
})

describe('activityTime', () => {
  const now = new Date('2025-03-10T18:00:00Z')
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const MINUTE = 60_000

  it('says how long ago for the last week', () => {
    expect(activityTime(before(20_000), now)).toBe('just now')
    expect(activityTime(before(5 * MINUTE), now)).toBe('5 minutes ago')
    expect(activityTime(before(MINUTE), now)).toBe('1 minute ago')
    expect(activityTime(before(3 * 60 * MINUTE), now)).toBe('3 hours ago')
    expect(activityTime(before(26 * 60 * MINUTE), now)).toBe('yesterday')
    expect(activityTime(before(4 * 24 * 60 * MINUTE), now)).toBe('4 days ago')
  })

  it('reads a clock a little ahead of the browser’s as just now', () => {
    expect(activityTime(new Date(now.getTime() + 5000).toISOString(), now)).toBe('just now')
  })

  it('gives the date and time in the business timezone after a week', () => {
    // 02:30 UTC on 1 March is still 28 February in New York.
    expect(activityTime('2025-03-01T02:30:00.000Z', now, 'America/New_York')).toBe('Feb 28, 2025, 9:30 PM')
  })
})
