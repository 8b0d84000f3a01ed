import { describe, expect, it } from 'vitest'

import { formatDay, formatDayTime, formatLongDate, formatShortDate } from './format-date'

// 2 am UTC on the 6th is still the 5th in New York: every form follows the business's timezone.
const LATE_EVENING = '2025-03-06T02:04:00Z'
const ZONE = 'America/New_York'

describe('date formats', () => {
  it('shows each form in the business timezone', () => {
    expect(formatDay(LATE_EVENING, ZONE)).toBe('Mar 5, 2025')
    expect(formatDayTime(LATE_EVENING, ZONE)).toBe('Mar 5, 2025, 9:04 PM')
    expect(formatShortDate(LATE_EVENING, ZONE)).toBe('3/5/2025')
    expect(formatLongDate(LATE_EVENING, ZONE)).toBe('March 5, 2025')
  })

  it('falls back to the browser timezone for an unknown one', () => {
    // The unit projects run this west of UTC and east of it (vitest.config.ts): the 5th in one, the 6th in the other.
    const browserDay: Record<string, string> = {
      'America/Los_Angeles': 'March 5, 2025',
      'Asia/Kolkata': 'March 6, 2025',
      'Asia/Calcutta': 'March 6, 2025', // Kolkata, as ICU names it
    }
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(Object.keys(browserDay)).toContain(browserZone)
    expect(formatLongDate(LATE_EVENING, 'Not/AZone')).toBe(browserDay[browserZone])
  })

  it('shows a date it cannot read as it came', () => {
    expect(formatShortDate('not a date', ZONE)).toBe('not a date')
    expect(formatLongDate('not a date', ZONE)).toBe('not a date')
  })
})
