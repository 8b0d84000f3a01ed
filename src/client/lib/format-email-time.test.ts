import { describe, expect, it } from 'vitest'

import { formatEmailTime, formatReceived } from './format-email-time'

const NOW = new Date('2025-03-05T18:00:00Z') // 1 pm in New York
const ZONE = 'America/New_York'

describe('formatEmailTime', () => {
  it('shows the time of day for an e-mail from today in the business timezone', () => {
    expect(formatEmailTime('2025-03-05T14:31:00Z', ZONE, NOW)).toBe('9:31 AM')
  })

  it('shows the date and time earlier this year, the date alone in other years', () => {
    // 1 am UTC on the 5th is still the 4th in New York.
    expect(formatEmailTime('2025-03-05T01:00:00Z', ZONE, NOW)).toBe('Mar 4, 8:00 PM')
    expect(formatEmailTime('2024-12-31T15:00:00Z', ZONE, NOW)).toBe('Dec 31, 2024')
  })

  it('falls back to the browser timezone for an unknown one, and to nothing for a bad date', () => {
    expect(formatEmailTime('2025-03-05T14:31:00Z', 'Not/AZone', NOW)).not.toBe('')
    expect(formatEmailTime('not a date', ZONE, NOW)).toBe('')
  })
})

describe('formatReceived', () => {
  it('writes the date and time out in full', () => {
    expect(formatReceived('2025-01-05T15:31:00Z', ZONE)).toBe('January 5, 2025 at 10:31 AM')
  })
})
