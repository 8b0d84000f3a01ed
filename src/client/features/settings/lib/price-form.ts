import { z } from 'zod'

import { AMOUNT_HINT, centsToDecimal, formatCents, parseDollars } from '@shared/format.ts'
import { MAX_PRICE_CENTS, PriceList } from '@shared/price-list.schema.ts'
import type { PriceList as PriceListShape } from '@shared/pricing.ts'

export type PriceField = keyof PriceListShape
export type PriceFormValues = Record<PriceField, string>

export function priceFormValues(prices: PriceListShape): PriceFormValues {
  return Object.fromEntries(
    Object.entries(prices).map(([field, cents]) => [field, centsToDecimal(cents)]),
  ) as PriceFormValues
}

/** One price as the owner types it, in dollars; the API keeps cents, so the form reads them here. */
const dollars = z.string().transform((text, ctx) => {
  const cents = parseDollars(text)
  if (cents === undefined) ctx.addIssue({ code: 'custom', message: AMOUNT_HINT })
  else if (cents > MAX_PRICE_CENTS)
    ctx.addIssue({ code: 'custom', message: `Enter an amount up to ${formatCents(MAX_PRICE_CENTS)}` })
  else return cents
  return z.NEVER
})

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
