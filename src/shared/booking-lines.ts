import { ADD_ONS, BLADE_SIZES, isUnmeasuredPickup, type PriceableBooking, type PriceList } from './pricing.ts'

/** One line of a booking's price: "7 to 9 inches, 2 × $8.00 = $16.00". */
export interface PriceLine {
  label: string
  quantity: number
  unitCents: number
  totalCents: number
  kind: 'knives' | 'add-on'
}

/** The line of a pickup booking not yet measured; the receipt says it with the count (knivesMeasuredAtPickup). */
export const PICKUP_LINE_LABEL = 'Knives, measured at pickup'

/**
 * The lines a receipt or e-mail lists with the booking's own prices, summing to estimateBookingPriceCents: a line per blade size with knives,
 * or for a pickup booking not yet measured one line for its knives at the pickup rate; then each add-on taken.
 */
export function bookingPriceLines(booking: PriceableBooking, prices: PriceList): PriceLine[] {
  const line = (label: string, quantity: number, unitCents: number, kind: PriceLine['kind']): PriceLine => ({
    label,
    quantity,
    unitCents,
    totalCents: quantity * unitCents,
    kind,
  })
  const knives = isUnmeasuredPickup(booking)
    ? [line(PICKUP_LINE_LABEL, booking.knifeCount ?? 0, prices.pickupPerKnifeCents, 'knives')]
    : BLADE_SIZES.map((size) => line(size.label, booking[size.field], prices[size.priceField], 'knives'))
  const addOns = ADD_ONS.map((addOn) =>
    line(addOn.label, booking[addOn.field], prices[addOn.priceField], 'add-on'),
  )
  return [...knives, ...addOns].filter((priceLine) => priceLine.quantity > 0)
}
