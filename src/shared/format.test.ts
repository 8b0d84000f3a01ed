import { describe, expect, it } from 'vitest'

import { formatCents, formatKnives } from './format.ts'

const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

describe('formatCents', () => {
  it('writes whole cents exactly as Intl writes en-US dollars', () => {
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 5400, 99_999, 100_000, 123_456, 100_000_000, 999_999_999_999,
      1_000_000_000_000,
    ]
    const seeded = Array.from({ length: 2000 }, (_, index) => (index * 7_919_993) % 1_000_000_007)
    for (const cents of [...amounts, ...seeded]) {
      expect(formatCents(cents)).toBe(intlDollars.format(cents / 100))
      expect(formatCents(-cents)).toBe(intlDollars.format(-cents / 100))
    }
  })

  it('leaves what is not a whole number of cents to Intl', () => {
    for (const cents of [0.5, 12.345, -0, 1_000_000_000_001, Number.MAX_SAFE_INTEGER])
      expect(formatCents(cents)).toBe(intlDollars.format(cents / 100))
  })

  it('groups thousands and pads the cents', () => {
    expect(formatCents(123_456_789)).toBe('$1,234,567.89')
    expect(formatCents(-305)).toBe('-$3.05')
  })
})

describe('formatKnives', () => {
  it('counts one knife, and none or several knives', () => {
    expect(formatKnives(1)).toBe('1 knife')
    expect(formatKnives(0)).toBe('0 knives')
    expect(formatKnives(5)).toBe('5 knives')
  })
})
