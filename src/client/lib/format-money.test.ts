import { describe, expect, it } from 'vitest'

import { formatPrice, formatWholeDollars } from './format-money'

describe('money formats', () => {
  it('shows the API’s decimal string in dollars and cents', () => {
    expect(formatPrice('54.00')).toBe('$54.00')
    expect(formatPrice('1234.5')).toBe('$1,234.50')
    expect(formatPrice('0.1')).toBe('$0.10')
  })

  it('shows an amount it cannot read as it came', () => {
    expect(formatPrice('n/a')).toBe('n/a')
    expect(formatPrice('')).toBe('')
  })

  it('shows revenue in whole dollars', () => {
    expect(formatWholeDollars(0)).toBe('$0')
    expect(formatWholeDollars(1234)).toBe('$1,234')
  })
})
