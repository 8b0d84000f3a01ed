import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { DAY_MS, QUARTER_MS, splitIntoCounters, type InstantRange } from './counter-ranges.ts'

const at = (iso: string) => Date.parse(iso)
const range = (from: string, to: string) => ({ from: at(from), to: at(to) })
const signed = (from: string, to: string, sign: 1 | -1) => ({ ...range(from, to), sign })

describe('a range split into counters', () => {
  it('is whole UTC days, less the quarter hours before the month starts in New York, plus those before it ends', () => {
    expect(splitIntoCounters(range('2025-03-01T05:00:00Z', '2025-04-01T04:00:00Z'))).toEqual({
      days: [signed('2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z', 1)],
      quarters: [
        signed('2025-03-01T00:00:00Z', '2025-03-01T05:00:00Z', -1),
        signed('2025-04-01T00:00:00Z', '2025-04-01T04:00:00Z', 1),
      ],
      bookings: [],
    })
  })

  it('takes the nearer day east of Greenwich: a Sydney month is a day more, less its last 11 hours', () => {
    expect(splitIntoCounters(range('2024-11-30T13:00:00Z', '2024-12-31T13:00:00Z'))).toEqual({
      days: [signed('2024-12-01T00:00:00Z', '2025-01-01T00:00:00Z', 1)],
      quarters: [
        signed('2024-11-30T13:00:00Z', '2024-12-01T00:00:00Z', 1),
        signed('2024-12-31T13:00:00Z', '2025-01-01T00:00:00Z', -1),
      ],
      bookings: [],
    })
  })

  it('uses quarters for India and Nepal, and reads the bookings only off the quarter hour', () => {
    // Midnight in Kolkata (UTC+5:30) and Kathmandu (UTC+5:45).
    expect(splitIntoCounters(range('2025-07-03T18:30:00Z', '2025-07-04T18:30:00Z')).bookings).toEqual([])
    expect(splitIntoCounters(range('2025-07-03T18:15:00Z', '2025-07-04T18:15:00Z')).bookings).toEqual([])
    expect(splitIntoCounters(range('2025-07-03T18:10:00Z', '2025-07-03T18:40:00Z'))).toEqual({
      days: [],
      quarters: [signed('2025-07-03T18:15:00Z', '2025-07-03T18:30:00Z', 1)],
      bookings: [
        range('2025-07-03T18:10:00Z', '2025-07-03T18:15:00Z'),
        range('2025-07-03T18:30:00Z', '2025-07-03T18:40:00Z'),
      ],
    })
  })

  it('counts every instant of the range once and every other instant not at all, with days and quarters aligned', () => {
    const instant = fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2026-01-01T00:00:00Z') })
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 90 * DAY_MS }),
        fc.integer({ min: -DAY_MS, max: 92 * DAY_MS }),
        (from, length, offset) => {
          const whole: InstantRange = { from, to: from + length }
          const pieces = splitIntoCounters(whole)
          const inside = (r: InstantRange, t: number) => r.from <= t && t < r.to
          const point = from + offset
          const counted =
            [...pieces.days, ...pieces.quarters].reduce(
              (sum, r) => sum + (inside(r, point) ? r.sign : 0),
              0,
            ) + pieces.bookings.filter((r) => inside(r, point)).length
          expect(counted).toBe(inside(whole, point) ? 1 : 0)
          for (const r of pieces.days) expect([r.from % DAY_MS, r.to % DAY_MS]).toEqual([0, 0])
          for (const r of pieces.quarters) {
            expect([r.from % QUARTER_MS, r.to % QUARTER_MS]).toEqual([0, 0])
            if (pieces.days.length > 0) expect(r.to - r.from).toBeLessThanOrEqual(DAY_MS / 2)
          }
          // Read from the bookings: less than a quarter at either end, or a whole range holding no whole quarter.
          const noWholeQuarter = pieces.days.length + pieces.quarters.length === 0
          for (const r of pieces.bookings)
            expect(r.to - r.from).toBeLessThan(noWholeQuarter ? 2 * QUARTER_MS : QUARTER_MS)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
