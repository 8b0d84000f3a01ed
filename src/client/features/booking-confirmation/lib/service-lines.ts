import { PICKUP_LINE_LABEL, type PriceLine } from '@shared/booking-lines.ts'
import { knivesMeasuredAtPickup } from '@shared/customer-notes.ts'
import { formatCents } from '@shared/format.ts'
import type { PriceList } from '@shared/price-list.schema.ts'
import { BLADE_SIZES, priceRangeCents, type PriceableBooking } from '@shared/pricing.ts'

/**
 * A blade size's line reads "Blades 7 to 9 inches" on the receipt, an unmeasured pickup's "4 knives, measured at
 * pickup"; the others as bookingPriceLines names them.
 */
export function receiptLineLabel(line: Pick<PriceLine, 'label' | 'quantity'>): string {
  if (line.label === PICKUP_LINE_LABEL) return knivesMeasuredAtPickup(line.quantity)
  return BLADE_SIZES.some((size) => size.label === line.label)
    ? `Blades ${line.label.toLowerCase()}`
    : line.label
}

/** The spec's range: the cheapest to the dearest blade price a knife ($4 to $9), plus add-ons, as "$14.00" and "$29.00". */
export function formattedPriceRange(booking: PriceableBooking & { prices: PriceList }): {
  low: string
  high: string
} {
  const { low, high } = priceRangeCents(booking, booking.prices)
  return { low: formatCents(low), high: formatCents(high) }
}
