import type { Booking } from '../../../../shared/booking.schema.ts'
import { formatCents } from '../../../../shared/format.ts'
import {
  ADD_ONS,
  BLADE_SIZES,
  countBlades,
  PICKUP_PRICE_PER_KNIFE_CENTS,
  priceRangeCents,
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
 * The receipt's lines: one per blade size ordered, or, for a pickup booking whose blades are not measured yet,
 * one line for the knives at the pickup estimate; then one per add-on ordered. Sizes and add-ons at zero are left
 * out.
 */
export function serviceLinesOf(booking: Booking): ServiceLine[] {
  const lines: ServiceLine[] = []
  const unmeasuredPickup = booking.measurementType === 'pickup' && countBlades(booking) === 0
  if (unmeasuredPickup) {
    const knives = booking.knifeCount ?? booking.totalKnives
    if (knives > 0)
      lines.push(line('pickup', 'Knives, measured on pickup', knives, PICKUP_PRICE_PER_KNIFE_CENTS))
  } else {
    for (const size of BLADE_SIZES) {
      const quantity = booking[size.field]
      if (quantity > 0)
        lines.push(line(size.field, `Blades ${size.label.toLowerCase()}`, quantity, size.priceCents))
    }
  }
  for (const addOn of ADD_ONS) {
    const quantity = booking[addOn.field]
    if (quantity > 0) lines.push(line(addOn.field, addOn.label, quantity, addOn.priceCents))
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

/** The spec's range: $4 to $9 a knife, plus add-ons, as "$14.00" and "$29.00". */
export function formattedPriceRange(booking: Booking): { low: string; high: string } {
  const { low, high } = priceRangeCents(booking)
  return { low: formatCents(low), high: formatCents(high) }
}
