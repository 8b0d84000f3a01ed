import { z } from 'zod'

import type { PriceList as PriceListShape } from './pricing.ts'

/** The dearest price the list accepts for one item: $1,000.00. */
export const MAX_PRICE_CENTS = 100_000

// Range before wholeness, so 1e308 is told it is too large rather than not whole.
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE_CENTS, `${label} cannot be more than ${MAX_PRICE_CENTS} cents ($1,000.00)`)
    .int(`${label} must be whole cents`)

/** GET/PUT /api/settings/prices, in cents; the shape of pricing.ts's PriceList. */
export const PriceList = z
  .object({
    bladesOver9InchesCents: cents('The price for blades 9 inches and over'),
    blades7To9InchesCents: cents('The price for blades 7 to 9 inches'),
    blades4To6InchesCents: cents('The price for blades 4 to 6 inches'),
    bladesUnder4InchesCents: cents('The price for blades under 4 inches'),
    pickupPerKnifeCents: cents('The pickup price per knife'),
    nickRepairCents: cents('The nick repair price'),
    strappingCents: cents('The stropping price'),
  })
  .meta({ id: 'PriceList' }) satisfies z.ZodType<PriceListShape>

export type PriceList = z.infer<typeof PriceList>
