import { describe, expect, it } from 'vitest'

import { formatWeekStart } from './report-format'

describe('report formats', () => {
  // The unit projects run this west of UTC and east of it (vitest.config.ts): a Monday read as an instant would be
  // the Sunday in the west, a Monday written from an instant in UTC the Sunday in the east.
  it('labels a week by its Monday as written, whatever the browser’s timezone', () => {
    expect(formatWeekStart('2025-01-06')).toBe('Jan 6')
    expect(formatWeekStart('2024-12-30')).toBe('Dec 30')
  })
})
