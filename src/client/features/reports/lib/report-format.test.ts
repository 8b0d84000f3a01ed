import { describe, expect, it } from 'vitest'

import { formatWeekStart, formatWholeDollars } from './report-format'

describe('report formats', () => {
  it('shows revenue in whole dollars', () => {
    expect(formatWholeDollars(0)).toBe('$0')
    expect(formatWholeDollars(1234)).toBe('$1,234')
  })

  it('labels a week by its Monday as written, whatever the browser’s timezone', () => {
    expect(formatWeekStart('2025-01-06')).toBe('Jan 6')
    expect(formatWeekStart('2024-12-30')).toBe('Dec 30')
  })
})
