import { describe, expect, it } from 'vitest'

import { labelsShown, labelWidth, valueScale } from './chart-scale'

describe('valueScale', () => {
  it.each([
    [7, 8, [0, 2, 4, 6, 8]],
    [5, 6, [0, 2, 4, 6]],
    [4, 4, [0, 1, 2, 3, 4]],
    [3, 3, [0, 1, 2, 3]],
    [10, 10, [0, 5, 10]],
    [27, 30, [0, 10, 20, 30]],
    [1234, 1500, [0, 500, 1000, 1500]],
    [20_000, 20_000, [0, 5000, 10_000, 15_000, 20_000]],
  ])('rounds an axis up to %d to %d in steps of 1, 2 or 5 × 10ⁿ', (max, top, ticks) => {
    expect(valueScale(max)).toEqual({ top, ticks })
  })

  it('never steps by a fraction: $0.50 and $2.75 are on an axis of whole dollars', () => {
    expect(valueScale(0.5)).toEqual({ top: 1, ticks: [0, 1] })
    expect(valueScale(2.75)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
  })

  it('keeps the highest bar inside the axis and draws at most the ticks asked for', () => {
    for (let max = 1; max <= 2000; max += 7) {
      const { top, ticks } = valueScale(max)
      expect(top).toBeGreaterThanOrEqual(max)
      expect(ticks.length).toBeLessThanOrEqual(5)
      expect(ticks.at(-1)).toBe(top)
    }
  })

  it('gives an axis from 0 to 1 to nothing at all', () => {
    expect(valueScale(0)).toEqual({ top: 1, ticks: [0, 1] })
  })
})

describe('labelsShown', () => {
  const weeks = ['Sep 8', 'Sep 15', 'Sep 22', 'Sep 29', 'Oct 6', 'Oct 13', 'Oct 20', 'Oct 27', 'Nov 3']

  it('draws every label when each has room', () => {
    expect(labelsShown(weeks, 60)).toEqual(weeks.map(() => true))
  })

  it('draws every nth label, the last always, so that none overlaps the next', () => {
    // 24 px apart, as twelve weeks are on a phone: "Sep 15" is about 45 px wide.
    const shown = labelsShown(weeks, 24)
    expect(shown.at(-1)).toBe(true)
    const indexes = shown.flatMap((drawn, index) => (drawn ? [index] : []))
    expect(indexes.length).toBeGreaterThan(1)
    for (let i = 1; i < indexes.length; i += 1) {
      const apart = ((indexes[i] ?? 0) - (indexes[i - 1] ?? 0)) * 24
      expect(apart).toBeGreaterThanOrEqual(labelWidth('Sep 15') + 8)
    }
    expect(indexes).toEqual([2, 5, 8])
  })
})
