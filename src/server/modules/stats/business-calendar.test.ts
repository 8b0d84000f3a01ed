import { describe, expect, it } from 'vitest'

import {
  localDateAt,
  monthBoundaries,
  recentWeeks,
  startOfLocalDay,
  type MonthBoundaries,
} from './business-calendar.ts'

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
