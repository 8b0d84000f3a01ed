import { describe, expect, it } from 'vitest'

import { daysPerPage, pageStart } from './day-pages'

describe('the pickup days shown at once', () => {
  it('shows every day when they fit, or on a phone, and whole days beside the arrows otherwise', () => {
    expect(daysPerPage(0, 14)).toBe(14)
    expect(daysPerPage(358, 14)).toBe(14)
    expect(daysPerPage(600, 5)).toBe(5)
    // 600 px: 5 fit alone, so 6 days need the arrows, which leave room for 4.
    expect(daysPerPage(600, 6)).toBe(4)
    expect(daysPerPage(1000, 14)).toBe(8)
  })

  it("starts at the chosen day's page, moves as asked, and never past the last whole page", () => {
    expect(pageStart(null, 0, 4, 14)).toBe(0)
    expect(pageStart(null, 5, 4, 14)).toBe(4)
    expect(pageStart(null, 13, 4, 14)).toBe(10)
    expect(pageStart(12, 0, 4, 14)).toBe(10)
    expect(pageStart(-3, 9, 4, 14)).toBe(0)
    expect(pageStart(null, 2, 14, 14)).toBe(0)
  })
})
