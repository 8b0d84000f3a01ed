import { describe, expect, it } from 'vitest'

import { parseLocalDate } from '../../../shared/calendar.ts'
import { bookableWindows, whyUnbookable, windowsBetween, type PickupRules } from './pickup-slots.ts'

const NEW_YORK = 'America/New_York'
const HOUR = 3_600_000

/** Every Sunday (ISO 7) 09:00–12:00 and 01:30–02:30 (the hours the clocks skip or repeat), and Mondays. */
const rules: PickupRules = {
  windows: [
    { weekday: 7, start: '09:00', end: '12:00', capacity: 3 },
    { weekday: 7, start: '01:30', end: '02:30', capacity: 1 },
    { weekday: 1, start: '18:00', end: '20:00', capacity: 2 },
  ],
  closures: [{ from: '2026-12-24', to: '2026-12-27', note: 'Christmas' }],
  leadHours: 12,
  horizonDays: 21,
}

const iso = (instant: number) => new Date(instant).toISOString()

describe('pickup windows in the business timezone', () => {
  it('start at the right wall-clock time on the day summer time begins (America/New_York, 8 March 2026)', () => {
    const [early, morning] = windowsBetween(rules, parseLocalDate('2026-03-08'), 1, NEW_YORK)
    // 09:00 EDT is 13:00 UTC that day, where the Sunday before 09:00 EST was 14:00 UTC.
    expect(iso(morning!.start)).toBe('2026-03-08T13:00:00.000Z')
    expect(iso(morning!.end)).toBe('2026-03-08T16:00:00.000Z')
    // 01:30 EST exists; 02:30 does not and reads as 03:30 EDT, an hour after 01:30 + 1 h.
    expect(iso(early!.start)).toBe('2026-03-08T06:30:00.000Z')
    expect(iso(early!.end)).toBe('2026-03-08T07:30:00.000Z')
    const [, weekBefore] = windowsBetween(rules, parseLocalDate('2026-03-01'), 1, NEW_YORK)
    expect(iso(weekBefore!.start)).toBe('2026-03-01T14:00:00.000Z')
  })

  it('start at the right wall-clock time on the day summer time ends (1 November 2026)', () => {
    const [early, morning] = windowsBetween(rules, parseLocalDate('2026-11-01'), 1, NEW_YORK)
    expect(iso(morning!.start)).toBe('2026-11-01T14:00:00.000Z')
    // 01:30 happens twice: the window starts at the first (EDT), ends at 02:30 EST.
    expect(iso(early!.start)).toBe('2026-11-01T05:30:00.000Z')
    expect(iso(early!.end)).toBe('2026-11-01T07:30:00.000Z')
    const [, weekBefore] = windowsBetween(rules, parseLocalDate('2026-10-25'), 1, NEW_YORK)
    expect(iso(weekBefore!.start)).toBe('2026-10-25T13:00:00.000Z')
  })

  it('leaves out the days of a closure, its first and last included', () => {
    const now = Date.parse('2026-12-20T12:00:00Z')
    const dates = bookableWindows(rules, parseLocalDate('2026-12-20'), 14, now, NEW_YORK).map((w) => w.date)
    // Sunday the 20th's 09:00 is within the lead time; the 27th (a Sunday) is closed for Christmas.
    expect(dates).toEqual(['2026-12-21', '2026-12-28'])
    const open = bookableWindows({ ...rules, closures: [] }, parseLocalDate('2026-12-20'), 14, now, NEW_YORK)
    expect(open.map((w) => w.date)).toEqual(['2026-12-21', '2026-12-27', '2026-12-27', '2026-12-28'])
    expect(dates).not.toContain('2026-12-27')
    expect(dates).not.toContain('2026-12-24')
  })

  it('refuses a window inside the lead time and beyond the horizon, with a sentence saying why', () => {
    const [monday] = windowsBetween(rules, parseLocalDate('2026-12-07'), 1, NEW_YORK)
    // Monday 18:00 EST is 23:00 UTC.
    expect(whyUnbookable(rules, monday!, monday!.start - 13 * HOUR, NEW_YORK)).toBeNull()
    expect(whyUnbookable(rules, monday!, monday!.start - 11 * HOUR, NEW_YORK)).toMatch(
      /too soon: pickups must be booked at least 12 hours ahead/,
    )
    expect(whyUnbookable(rules, monday!, monday!.start + 1, NEW_YORK)).toMatch(/already passed/)
    // 21 days ahead is the last day that can be booked; 22 is too far.
    expect(whyUnbookable(rules, monday!, Date.parse('2026-11-16T15:00:00Z'), NEW_YORK)).toBeNull()
    expect(whyUnbookable(rules, monday!, Date.parse('2026-11-15T15:00:00Z'), NEW_YORK)).toMatch(
      /too far ahead: pickups can be booked up to 21 days ahead/,
    )
  })
})
