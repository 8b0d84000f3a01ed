import { describe, expect, it } from 'vitest'

import { DEFAULT_PRICES } from '@shared/pricing.ts'
import { dollarsToCents, PriceForm, priceFormValues } from './price-form'

describe('the price form', () => {
  it('reads dollars as typed into whole cents', () => {
    expect(dollarsToCents('8')).toBe(800)
    expect(dollarsToCents(' $8.5 ')).toBe(850)
    expect(dollarsToCents('0.29')).toBe(29)
    expect(dollarsToCents('1,000.00')).toBe(100_000)
  })

  it('gives fractions of a cent and non-numbers to the shared schema to refuse', () => {
    expect(dollarsToCents('8.005')).toBeCloseTo(800.5)
    expect(dollarsToCents('eight')).toBeNaN()
    const values = { ...priceFormValues(DEFAULT_PRICES), nickRepairCents: '1.005', strappingCents: '-3' }
    const result = PriceForm.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'nickRepairCents',
      'strappingCents',
    ])
  })

  it('round-trips the price list', () => {
    expect(PriceForm.parse(priceFormValues(DEFAULT_PRICES))).toEqual(DEFAULT_PRICES)
  })
})
