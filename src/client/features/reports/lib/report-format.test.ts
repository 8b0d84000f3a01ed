import { describe, expect, it } from 'vitest'

import { formatWeekStart } from './report-format'

describe('report formats', () => {
  it('labels a week by its Monday as written, whatever the browser’s timezone', () => {
    expect(formatWeekStart('2025-01-06')).toBe('Jan 6')
    expect(formatWeekStart('2024-12-30')).toBe('Dec 30')
  })
})
