import { z } from 'zod'

import { centsToDecimal } from '@shared/format.ts'
import { PriceList } from '@shared/price-list.schema.ts'
import type { PriceList as PriceListShape } from '@shared/pricing.ts'

export type PriceField = keyof PriceListShape
export type PriceFormValues = Record<PriceField, string>

/**
 * Dollars as typed ("8", "8.5", "$8.50") in cents. More than two decimals gives a fraction of a cent, and text
 * that is no number gives NaN, so the shared PriceList schema refuses them with its own words.
 */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (!/^-?\d*(\.\d*)?$/.test(cleaned) || cleaned === '' || cleaned === '.' || cleaned === '-')
    return Number.NaN
  const cents = Number(cleaned) * 100
  // 0.29 × 100 is 28.999999999999996 in floating point: a whole number of cents within rounding is whole.
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : cents
}

export function priceFormValues(prices: PriceListShape): PriceFormValues {
  return Object.fromEntries(
    Object.entries(prices).map(([field, cents]) => [field, centsToDecimal(cents)]),
  ) as PriceFormValues
}

const dollars = z.string().transform(dollarsToCents)

/** The price form: dollars in, the shared PriceList (cents) out, with the same checks as the server. */
export const PriceForm = z
  .object({
    bladesOver9InchesCents: dollars,
    blades7To9InchesCents: dollars,
    blades4To6InchesCents: dollars,
    bladesUnder4InchesCents: dollars,
    pickupPerKnifeCents: dollars,
    nickRepairCents: dollars,
    strappingCents: dollars,
  })
  .pipe(PriceList)

export const PRICE_FIELDS: { field: PriceField; label: string }[] = [
  { field: 'bladesOver9InchesCents', label: 'Blades 9 inches and over' },
  { field: 'blades7To9InchesCents', label: 'Blades 7 to 9 inches' },
  { field: 'blades4To6InchesCents', label: 'Blades 4 to 6 inches' },
  { field: 'bladesUnder4InchesCents', label: 'Blades under 4 inches' },
  { field: 'pickupPerKnifeCents', label: 'Measure on pickup, per knife' },
  { field: 'nickRepairCents', label: 'Nick repair' },
  { field: 'strappingCents', label: 'Stropping' },
]
