import { describe, expect, it } from 'vitest'

import { formatDay, isDateText, mapLink, shiftDate } from './schedule-dates'

describe('schedule dates', () => {
  it('step across months and years', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDate('2026-11-29', 7)).toBe('2026-12-06')
  })

  it('accept only real dates from the address and write them out in full', () => {
    expect(isDateText('2026-11-24')).toBe(true)
    expect(isDateText('2026-13-40')).toBe(false)
    expect(isDateText('yesterday')).toBe(false)
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026')
  })

  it('link an address to the map app', () => {
    expect(mapLink('12 Palm Lane, Orlando, FL 32804')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Palm%20Lane%2C%20Orlando%2C%20FL%2032804',
    )
  })
})
