import { describe, expect, it } from 'vitest'

import { barPath, columnsGeometry, rowsGeometry } from './bar-chart-geometry'

const weeks = [
  { label: 'Oct 6', value: 2 },
  { label: 'Oct 13', value: 7 },
  { label: 'Oct 20', value: 0 },
]
const size = { width: 300, height: 240 }

describe('columnsGeometry', () => {
  const geometry = columnsGeometry(weeks, size, String)
  const [two, seven, none] = geometry.bars

  it('scales the bars to the axis rounded up from the highest (7 → 8)', () => {
    expect(geometry.ticks.map((tick) => tick.text)).toEqual(['0', '2', '4', '6', '8'])
    const zeroLine = geometry.ticks[0]?.y ?? 0
    const topLine = geometry.ticks.at(-1)?.y ?? 0
    expect(seven?.bar.height).toBeCloseTo(((zeroLine - topLine) * 7) / 8)
    expect(two?.bar.height).toBeCloseTo(((zeroLine - topLine) * 2) / 8)
    expect(none?.bar.height).toBe(0)
    expect(seven?.bar.y).toBeCloseTo(zeroLine - (seven?.bar.height ?? 0))
  })

  it('puts a grid line at every tick, across the plot', () => {
    expect(geometry.grid.map((line) => line.y1)).toEqual(geometry.ticks.map((tick) => tick.y))
  })

  it('keeps every label and tooltip inside the chart', () => {
    for (const placed of geometry.bars) {
      expect(placed.label?.x).toBeLessThanOrEqual(size.width - 15)
      expect(placed.tip.x).toBeGreaterThan(0)
      expect(placed.tip.x).toBeLessThan(size.width)
    }
    expect(two?.tip.side).toBe('right')
    expect(none?.tip.side).toBe('left')
  })

  it('makes no bar wider than 40 px', () => {
    const wide = columnsGeometry(weeks, { width: 1200, height: 240 }, String)
    expect(wide.bars.every((placed) => placed.bar.width === 40)).toBe(true)
  })
})

describe('rowsGeometry', () => {
  it('lays the bars along the axis, the longest to its rounded top, each figure at its end', () => {
    const geometry = rowsGeometry(weeks, size, (value) => `${value} knives`)
    const longest = geometry.bars[1]
    const right = geometry.grid.at(-1)?.x1 ?? 0
    expect(longest?.bar.x).toBe(geometry.grid[0]?.x1)
    expect((longest?.bar.x ?? 0) + (longest?.bar.width ?? 0)).toBeCloseTo(
      (longest?.bar.x ?? 0) + ((right - (longest?.bar.x ?? 0)) * 7) / 8,
    )
    expect(longest?.figure).toMatchObject({
      text: '7 knives',
      x: (longest?.bar.x ?? 0) + (longest?.bar.width ?? 0) + 5,
    })
  })
})

describe('barPath', () => {
  it('rounds only the far end, and draws nothing for a bar of 0', () => {
    expect(barPath({ x: 0, y: 10, width: 20, height: 30 }, 'columns')).toBe(
      'M0,40V14a4,4 0 0 1 4,-4H16a4,4 0 0 1 4,4V40Z',
    )
    expect(barPath({ x: 0, y: 10, width: 20, height: 0 }, 'columns')).toBe('')
  })
})
