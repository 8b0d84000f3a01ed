import { describe, expect, it } from 'vitest'

import { DEFAULT_PRICES } from '@shared/pricing.ts'
import { PriceForm, priceFormValues } from './price-form'

const messagesOf = (changes: Record<string, string>) => {
  const result = PriceForm.safeParse({ ...priceFormValues(DEFAULT_PRICES), ...changes })
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the price form', () => {
  it('shows the prices in dollars and reads dollars as typed into the API cents', () => {
    expect(priceFormValues(DEFAULT_PRICES).bladesOver9InchesCents).toBe('9.00')
    expect(
      PriceForm.parse({
        ...priceFormValues(DEFAULT_PRICES),
        bladesOver9InchesCents: '8',
        blades7To9InchesCents: '12.5',
        blades4To6InchesCents: ' $8.29 ',
        nickRepairCents: '19.99',
        strappingCents: '1,000.00',
      }),
    ).toMatchObject({
      bladesOver9InchesCents: 800,
      blades7To9InchesCents: 1250,
      blades4To6InchesCents: 829,
      nickRepairCents: 1999,
      strappingCents: 100_000,
    })
  })

  it('answers letters, a sign, a third decimal and an empty field with "Enter an amount like 8.50"', () => {
    expect(
      messagesOf({
        bladesOver9InchesCents: 'eight',
        blades7To9InchesCents: '-3',
        blades4To6InchesCents: '1.005',
        bladesUnder4InchesCents: '',
      }),
    ).toEqual([
      ['bladesOver9InchesCents', 'Enter an amount like 8.50'],
      ['blades7To9InchesCents', 'Enter an amount like 8.50'],
      ['blades4To6InchesCents', 'Enter an amount like 8.50'],
      ['bladesUnder4InchesCents', 'Enter an amount like 8.50'],
    ])
  })

  it('says the most a price may be', () => {
    expect(messagesOf({ nickRepairCents: '1000.01' })).toEqual([
      ['nickRepairCents', 'Enter an amount up to $1,000.00'],
    ])
  })

  it('round-trips the price list', () => {
    expect(PriceForm.parse(priceFormValues(DEFAULT_PRICES))).toEqual(DEFAULT_PRICES)
  })
})
