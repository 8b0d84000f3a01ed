import { describe, expect, it } from 'vitest'

import { centsToDecimal, formatCents, formatKnives, parseDollars } from './format.ts'

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

describe('parseDollars', () => {
  it('reads dollars as the owner types them into whole cents', () => {
    expect(parseDollars('8.50')).toBe(850)
    expect(parseDollars('8')).toBe(800)
    expect(parseDollars('12.5')).toBe(1250)
    expect(parseDollars(' $8.50 ')).toBe(850)
    expect(parseDollars('.75')).toBe(75)
    expect(parseDollars('0')).toBe(0)
    expect(parseDollars('1,000.00')).toBe(100_000)
    expect(parseDollars('1,234,567.89')).toBe(123_456_789)
    expect(parseDollars('999999999.99')).toBe(99_999_999_999)
  })

  it('never lets float rounding move a cent', () => {
    // Each of these times 100 in floating point is off by a hair: 8.29 * 100 is 828.9999999999999.
    expect(8.29 * 100).not.toBe(829)
    expect(parseDollars('8.29')).toBe(829)
    expect(parseDollars('19.99')).toBe(1999)
    expect(parseDollars('0.29')).toBe(29)
    expect(parseDollars('0.57')).toBe(57)
    expect(parseDollars('1.15')).toBe(115)
    // 0.1 + 0.2 is 0.30000000000000004; typed, 0.30 is thirty cents.
    expect(parseDollars('0.30')).toBe(30)
    // Every price the list accepts reads back as the cents it was written from.
    const misread = Array.from({ length: 100_001 }, (_, cents) => cents).filter(
      (cents) => parseDollars(centsToDecimal(cents)) !== cents,
    )
    expect(misread).toEqual([])
  })

  it('reads nothing that is not a plain amount', () => {
    for (const text of [
      '',
      '   ',
      '$',
      '.',
      '8.',
      // A third decimal is a fraction of a cent (1.005 * 100 is 100.49999999999999): refused, not rounded.
      '1.005',
      '8.505',
      '-3',
      '+3',
      'eight',
      '8.5o',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '1,00',
      '10,00.00',
      '1000,000',
      '$$8',
      '8 50',
      '1234567890',
    ])
      expect(parseDollars(text), JSON.stringify(text)).toBeUndefined()
  })
})
