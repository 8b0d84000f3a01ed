import type { Booking } from '../../../../shared/booking.schema.ts'
import { formatCents } from '../../../../shared/format.ts'
import type { PriceList } from '../../../../shared/price-list.schema.ts'
import {
  ADD_ONS,
  BLADE_SIZES,
  countBlades,
  priceRangeCents,
  type PriceableBooking,
} from '../../../../shared/pricing.ts'

/** One line of the receipt's Service Details: what, how many, at what price each, and the line's price. */
export interface ServiceLine {
  key: string
  label: string
  quantity: number
  unitCents: number
  totalCents: number
}

const line = (key: string, label: string, quantity: number, unitCents: number): ServiceLine => ({
  key,
  label,
  quantity,
  unitCents,
  totalCents: quantity * unitCents,
})

/**
 * The receipt's lines, at the booking's own prices: one per blade size ordered, or, for a pickup booking whose blades are not measured yet,
 * one line for the knives at the pickup estimate; then one per add-on ordered. Sizes and add-ons at zero are left
 * out.
 */
export function serviceLinesOf(booking: Booking): ServiceLine[] {
  const lines: ServiceLine[] = []
  const unmeasuredPickup = booking.measurementType === 'pickup' && countBlades(booking) === 0
  if (unmeasuredPickup) {
    const knives = booking.knifeCount ?? booking.totalKnives
    if (knives > 0)
      lines.push(line('pickup', 'Knives, measured at pickup', knives, booking.prices.pickupPerKnifeCents))
  } else {
    for (const size of BLADE_SIZES) {
      const quantity = booking[size.field]
      if (quantity > 0)
        lines.push(
          line(size.field, `Blades ${size.label.toLowerCase()}`, quantity, booking.prices[size.priceField]),
        )
    }
  }
  for (const addOn of ADD_ONS) {
    const quantity = booking[addOn.field]
    if (quantity > 0) lines.push(line(addOn.field, addOn.label, quantity, booking.prices[addOn.priceField]))
  }
  return lines
}

/** The booking's estimatedPrice ("54.00", as the server computed it) as "$54.00"; shown as is if not a number. */
export function formatEstimatedPrice(estimatedPrice: string): string {
  const dollars = Number(estimatedPrice)
  return estimatedPrice.trim() !== '' && Number.isFinite(dollars)
    ? formatCents(Math.round(dollars * 100))
    : estimatedPrice
}

/** The spec's range: the cheapest to the dearest blade price a knife ($4 to $9), plus add-ons, as "$14.00" and "$29.00". */
export function formattedPriceRange(booking: PriceableBooking & { prices: PriceList }): {
  low: string
  high: string
} {
  const { low, high } = priceRangeCents(booking, booking.prices)
  return { low: formatCents(low), high: formatCents(high) }
}
