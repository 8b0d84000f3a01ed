import { describe, expect, it } from 'vitest'

import type { BookingEvent } from './booking-admin.schema.ts'
import { CUSTOMER_CANCELLED_NOTE, publicTimeline, timelineHeadline } from './order-timeline.ts'

let id = 0
const event = (fields: Partial<BookingEvent> & Pick<BookingEvent, 'kind' | 'at'>): BookingEvent => ({
  id: ++id,
  fromStatus: null,
  toStatus: null,
  notes: null,
  ...fields,
})

describe('publicTimeline', () => {
  const events = [
    event({
      kind: 'email_sent',
      at: '2026-03-01T10:05:00.000Z',
      notes: 'Confirmation e-mail to a@example.com',
    }),
    event({ kind: 'created', at: '2026-03-01T10:00:00.000Z', toStatus: 'pending' }),
    event({
      kind: 'status',
      at: '2026-03-02T09:00:00.000Z',
      fromStatus: 'pending',
      toStatus: 'in-progress',
      notes: 'Internal: the dog bites',
    }),
    event({
      kind: 'status',
      at: '2026-03-02T09:30:00.000Z',
      fromStatus: 'in-progress',
      toStatus: 'in-progress',
      notes: 'A note alone',
    }),
    event({ kind: 'edited', at: '2026-03-02T10:00:00.000Z', notes: 'Changed the price' }),
    event({ kind: 'archived', at: '2026-03-02T11:00:00.000Z' }),
    event({ kind: 'customer_message', at: '2026-03-02T12:00:00.000Z', notes: 'See you at 5' }),
  ]

  it('shows the notes of the status events whose e-mail was queued, and no others', () => {
    const emailed = new Set([Date.parse('2026-03-02T09:30:00.000Z')])
    const timeline = publicTimeline(events, emailed)
    expect(timeline.find((entry) => entry.status === 'in-progress')?.detail).toBeNull()
    expect(timeline).toContainEqual({
      at: '2026-03-02T09:30:00.000Z',
      kind: 'email',
      status: null,
      byCustomer: false,
      detail: 'A note alone',
    })
    expect(JSON.stringify(timeline)).not.toContain('the dog bites')
    const both = publicTimeline(events, new Set([Date.parse('2026-03-02T09:00:00.000Z')]))
    expect(both.find((entry) => entry.status === 'in-progress')?.detail).toBe('Internal: the dog bites')
  })

  it('names the sharpening-due reminder in the words of its e-mail', () => {
    const reminder = event({
      kind: 'email_sent',
      at: '2026-07-01T22:00:00.000Z',
      notes: 'Sharpening-due reminder to a@example.com',
    })
    expect(publicTimeline([reminder])).toEqual([
      expect.objectContaining({
        kind: 'email',
        detail: 'A reminder that your knives are due for sharpening again',
      }),
    ])
  })

  it('tells what happened, oldest first, and never the business notes, edits or archiving', () => {
    const timeline = publicTimeline(events)
    expect(timeline).toEqual([
      { at: '2026-03-01T10:00:00.000Z', kind: 'created', status: 'pending', byCustomer: false, detail: null },
      {
        at: '2026-03-01T10:05:00.000Z',
        kind: 'email',
        status: null,
        byCustomer: false,
        detail: 'Your booking confirmation',
      },
      {
        at: '2026-03-02T09:00:00.000Z',
        kind: 'status',
        status: 'in-progress',
        byCustomer: false,
        detail: null,
      },
      {
        at: '2026-03-02T12:00:00.000Z',
        kind: 'message',
        status: null,
        byCustomer: true,
        detail: 'See you at 5',
      },
    ])
    expect(JSON.stringify(timeline)).not.toMatch(/dog|A note alone|price|a@example\.com/)
    expect(timeline.map(timelineHeadline)).toEqual([
      'Order placed',
      'We e-mailed you',
      'Picked up: your knives are being sharpened',
      'You wrote to us',
    ])
  })

  it('says when the customer cancelled the order themselves', () => {
    const [entry] = publicTimeline([
      event({
        kind: 'status',
        at: '2026-03-03T09:00:00.000Z',
        fromStatus: 'pending',
        toStatus: 'cancelled',
        notes: CUSTOMER_CANCELLED_NOTE,
      }),
    ])
    expect(entry && timelineHeadline(entry)).toBe('You cancelled this order')
  })

  it("shows the business's reply to the customer's message once, not again as the e-mail that carried it", () => {
    const timeline = publicTimeline([
      event({ kind: 'customer_message', at: '2026-03-02T12:00:00.000Z', notes: 'See you at 5?' }),
      event({ kind: 'owner_reply', at: '2026-03-02T13:00:00.000Z', notes: 'Yes, <b>at 5</b>.' }),
      event({ kind: 'email_sent', at: '2026-03-02T13:00:01.000Z', notes: 'Reply to a@example.com' }),
    ])
    expect(timeline.map((entry) => [entry.kind, entry.byCustomer, entry.detail])).toEqual([
      ['message', true, 'See you at 5?'],
      ['reply', false, 'Yes, <b>at 5</b>.'],
    ])
    expect(timeline.map(timelineHeadline)).toEqual(['You wrote to us', 'We replied'])
  })
})
