import { describe, expect, it } from 'vitest'

import {
  formatLocalDateTime,
  localDateAt,
  localTimeToInstant,
  monthBoundaries,
  recentWeeks,
  startOfLocalDay,
  type MonthBoundaries,
} from './calendar.ts'

const NEW_YORK = 'America/New_York'
const at = (iso: string) => Date.parse(iso)
const iso = (instant: number) => new Date(instant).toISOString()
const isoBoundaries = (boundaries: MonthBoundaries) =>
  Object.fromEntries(Object.entries(boundaries).map(([name, instant]) => [name, iso(instant)]))
const HOUR = 3_600_000

describe('the business date of an instant', () => {
  it('is the wall-clock date in the timezone, not the UTC one', () => {
    // 03:30 UTC on 1 February is 22:30 on 31 January in New York (EST, UTC−5).
    expect(localDateAt(at('2025-02-01T03:30:00Z'), NEW_YORK)).toEqual({ year: 2025, month: 1, day: 31 })
    expect(localDateAt(at('2025-02-01T05:00:00Z'), NEW_YORK)).toEqual({ year: 2025, month: 2, day: 1 })
    // East of Greenwich the date runs ahead: 13:00 UTC on 31 December is New Year's Day in Sydney (AEDT, UTC+11).
    expect(localDateAt(at('2024-12-31T13:00:00Z'), 'Australia/Sydney')).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    })
  })
})

describe('the start of a business day', () => {
  it('is local midnight, with the offset of that date in winter and in summer', () => {
    expect(iso(startOfLocalDay({ year: 2025, month: 1, day: 15 }, NEW_YORK))).toBe('2025-01-15T05:00:00.000Z')
    expect(iso(startOfLocalDay({ year: 2025, month: 7, day: 4 }, NEW_YORK))).toBe('2025-07-04T04:00:00.000Z')
    expect(iso(startOfLocalDay({ year: 2025, month: 7, day: 4 }, 'Asia/Kolkata'))).toBe(
      '2025-07-03T18:30:00.000Z',
    )
  })

  it('takes the offset in force at midnight on the days the clocks change later that night', () => {
    // New York springs forward at 02:00 on 9 March 2025 and falls back at 02:00 on 2 November 2025.
    expect(iso(startOfLocalDay({ year: 2025, month: 3, day: 9 }, NEW_YORK))).toBe('2025-03-09T05:00:00.000Z')
    expect(iso(startOfLocalDay({ year: 2025, month: 3, day: 10 }, NEW_YORK))).toBe('2025-03-10T04:00:00.000Z')
    expect(iso(startOfLocalDay({ year: 2025, month: 11, day: 2 }, NEW_YORK))).toBe('2025-11-02T04:00:00.000Z')
    expect(iso(startOfLocalDay({ year: 2025, month: 11, day: 3 }, NEW_YORK))).toBe('2025-11-03T05:00:00.000Z')
  })

  it('begins when the clocks jump where a change skips midnight itself', () => {
    // Santiago goes from 00:00 straight to 01:00 on 7 September 2025 (UTC−4 to UTC−3): that day starts at 04:00 UTC.
    const start = startOfLocalDay({ year: 2025, month: 9, day: 7 }, 'America/Santiago')
    expect(iso(start)).toBe('2025-09-07T04:00:00.000Z')
    expect(localDateAt(start - 1, 'America/Santiago')).toEqual({ year: 2025, month: 9, day: 6 })
  })
})

describe('month boundaries', () => {
  it('puts a booking late on the last evening of a month in that month, though UTC is in the next', () => {
    const late = at('2025-02-01T04:30:00Z') // 23:30 on 31 January in New York
    expect(isoBoundaries(monthBoundaries(late, NEW_YORK))).toEqual({
      lastMonthStart: '2024-12-01T05:00:00.000Z',
      thisMonthStart: '2025-01-01T05:00:00.000Z',
      nextMonthStart: '2025-02-01T05:00:00.000Z',
    })
    expect(monthBoundaries(at('2025-02-01T05:00:00Z'), NEW_YORK).thisMonthStart).toBe(
      at('2025-02-01T05:00:00Z'),
    )
  })

  it('crosses the year boundary backwards in January and forwards in December', () => {
    expect(isoBoundaries(monthBoundaries(at('2025-12-31T12:00:00Z'), NEW_YORK))).toEqual({
      lastMonthStart: '2025-11-01T04:00:00.000Z',
      thisMonthStart: '2025-12-01T05:00:00.000Z',
      nextMonthStart: '2026-01-01T05:00:00.000Z',
    })
  })

  it('gives months with a clock change their true length (March 2025 in New York is one hour short)', () => {
    const march = monthBoundaries(at('2025-03-20T12:00:00Z'), NEW_YORK)
    expect(iso(march.thisMonthStart)).toBe('2025-03-01T05:00:00.000Z')
    expect(iso(march.nextMonthStart)).toBe('2025-04-01T04:00:00.000Z')
    expect(march.nextMonthStart - march.thisMonthStart).toBe(31 * 24 * HOUR - HOUR)
  })

  it('runs ahead of UTC east of Greenwich', () => {
    expect(isoBoundaries(monthBoundaries(at('2024-12-31T13:30:00Z'), 'Australia/Sydney'))).toEqual({
      lastMonthStart: '2024-11-30T13:00:00.000Z',
      thisMonthStart: '2024-12-31T13:00:00.000Z',
      nextMonthStart: '2025-01-31T13:00:00.000Z',
    })
  })
})

describe('recent weeks', () => {
  it('are 12 Monday-to-Sunday weeks, oldest first, back to back, ending with the current week', () => {
    // Wednesday 12 March 2025.
    const weeks = recentWeeks(at('2025-03-12T15:00:00Z'), 12, NEW_YORK)
    expect(weeks).toHaveLength(12)
    expect(weeks[0]!.weekStart).toBe('2024-12-23')
    expect(weeks[11]).toEqual({
      weekStart: '2025-03-10',
      from: at('2025-03-10T04:00:00Z'),
      to: at('2025-03-17T04:00:00Z'),
    })
    for (let index = 1; index < weeks.length; index++) expect(weeks[index]!.from).toBe(weeks[index - 1]!.to)
    // The year boundary falls inside the week of Monday 30 December.
    expect(weeks[1]!.weekStart).toBe('2024-12-30')
    expect(weeks[2]!.weekStart).toBe('2025-01-06')
  })

  it('are an hour shorter or longer across a clock change', () => {
    const spring = recentWeeks(at('2025-03-12T15:00:00Z'), 2, NEW_YORK)[0]!
    expect(spring.weekStart).toBe('2025-03-03')
    expect(spring.to - spring.from).toBe(7 * 24 * HOUR - HOUR)
    const autumn = recentWeeks(at('2025-11-04T15:00:00Z'), 2, NEW_YORK)[0]!
    expect(autumn.weekStart).toBe('2025-10-27')
    expect(autumn.to - autumn.from).toBe(7 * 24 * HOUR + HOUR)
  })

  it('count Sunday late evening in its week and Monday midnight in the next, by the local clock', () => {
    // 23:30 on Sunday 16 March in New York is 03:30 UTC on Monday.
    expect(recentWeeks(at('2025-03-17T03:30:00Z'), 1, NEW_YORK)[0]!.weekStart).toBe('2025-03-10')
    expect(recentWeeks(at('2025-03-17T04:00:00Z'), 1, NEW_YORK)[0]!.weekStart).toBe('2025-03-17')
  })
})

describe('a wall-clock time of a business day', () => {
  const march8 = { year: 2026, month: 3, day: 8 }
  const november1 = { year: 2026, month: 11, day: 1 }

  it('reads with the offset of its own moment on the days New York changes its clocks', () => {
    // 09:00 on the spring day is EDT (UTC−4); 01:00, before the 02:00 jump, still EST (UTC−5).
    expect(iso(localTimeToInstant(march8, 9 * 60, NEW_YORK))).toBe('2026-03-08T13:00:00.000Z')
    expect(iso(localTimeToInstant(march8, 60, NEW_YORK))).toBe('2026-03-08T06:00:00.000Z')
    // 09:00 on the autumn day is EST again; 00:30, before 02:00, still EDT.
    expect(iso(localTimeToInstant(november1, 9 * 60, NEW_YORK))).toBe('2026-11-01T14:00:00.000Z')
    expect(iso(localTimeToInstant(november1, 30, NEW_YORK))).toBe('2026-11-01T04:30:00.000Z')
  })

  it('carries a time the spring change skips past the jump, and takes the first reading of a repeated one', () => {
    // 02:30 does not exist on 8 March 2026: it reads as 03:30 EDT.
    expect(iso(localTimeToInstant(march8, 150, NEW_YORK))).toBe('2026-03-08T07:30:00.000Z')
    expect(formatLocalDateTime(localTimeToInstant(march8, 150, NEW_YORK), NEW_YORK)).toBe('2026-03-08 03:30')
    // 01:30 happens twice on 1 November 2026: the first, in EDT.
    expect(iso(localTimeToInstant(november1, 90, NEW_YORK))).toBe('2026-11-01T05:30:00.000Z')
  })

  it('keeps one offset all year in a zone without summer time', () => {
    for (const date of [march8, november1, { year: 2026, month: 7, day: 1 }]) {
      expect(
        localTimeToInstant(date, 9 * 60, 'America/Phoenix') - startOfLocalDay(date, 'America/Phoenix'),
      ).toBe(9 * HOUR)
      expect(formatLocalDateTime(startOfLocalDay(date, 'Asia/Kolkata'), 'Asia/Kolkata')).toMatch(/ 00:00$/)
    }
    expect(iso(startOfLocalDay(march8, 'America/Phoenix'))).toBe('2026-03-08T07:00:00.000Z')
    expect(iso(startOfLocalDay(november1, 'Asia/Kolkata'))).toBe('2026-10-31T18:30:00.000Z')
  })

  it('writes the wall clock of an instant as a spreadsheet sorts it', () => {
    expect(formatLocalDateTime(at('2026-01-05T19:30:00Z'), NEW_YORK)).toBe('2026-01-05 14:30')
    expect(formatLocalDateTime(at('2026-01-05T19:30:00Z'), 'Asia/Kolkata')).toBe('2026-01-06 01:00')
  })
})
