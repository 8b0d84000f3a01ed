/** The price list of spec section 9, in cents. The server computes every stored price from these. */
export const BLADE_SIZES = [
  { field: 'bladesOver9Inches', label: '9 inches and over', priceCents: 900 },
  { field: 'blades7To9Inches', label: '7 to 9 inches', priceCents: 800 },
  { field: 'blades4To6Inches', label: '4 to 6 inches', priceCents: 600 },
  { field: 'bladesUnder4Inches', label: 'Under 4 inches', priceCents: 400 },
] as const

export const ADD_ONS = [
  { field: 'nickRepairQuantity', label: 'Nick repair', priceCents: 100 },
  { field: 'strappingQuantity', label: 'Stropping', priceCents: 300 },
] as const

/** The simplified (measure on pickup) estimate per knife, and the confirmation's low/high range per knife. */
export const PICKUP_PRICE_PER_KNIFE_CENTS = 675
export const RANGE_LOW_PER_KNIFE_CENTS = 400
export const RANGE_HIGH_PER_KNIFE_CENTS = 900

export type BladeField = (typeof BLADE_SIZES)[number]['field']
export type AddOnField = (typeof ADD_ONS)[number]['field']

export type BladeCounts = Record<BladeField, number>
export type AddOnCounts = Record<AddOnField, number>

export interface PriceableBooking extends BladeCounts, AddOnCounts {
  measurementType: 'self' | 'pickup'
  /** Knives the customer said they have, for a pickup booking not yet measured. */
  knifeCount?: number | null
}

export function countBlades(counts: BladeCounts): number {
  return BLADE_SIZES.reduce((sum, size) => sum + counts[size.field], 0)
}

export function addOnsCents(counts: AddOnCounts): number {
  return ADD_ONS.reduce((sum, addOn) => sum + counts[addOn.field] * addOn.priceCents, 0)
}

/**
 * Total knives: the four counts' sum, or the customer's own count for a pickup booking whose blades have not been
 * measured yet. Once the admin enters blade counts, the counts win (DESIGN.md "Prices").
 */
export function totalKnives(booking: PriceableBooking): number {
  const measured = countBlades(booking)
  if (measured > 0 || booking.measurementType !== 'pickup') return measured
  return booking.knifeCount ?? 0
}

/** The estimate in cents: blade counts × their prices, or pickup knives × $6.75 before measuring; plus add-ons. */
export function estimateBookingPriceCents(booking: PriceableBooking): number {
  const measured = countBlades(booking)
  const knivesCents =
    measured === 0 && booking.measurementType === 'pickup'
      ? (booking.knifeCount ?? 0) * PICKUP_PRICE_PER_KNIFE_CENTS
      : BLADE_SIZES.reduce((sum, size) => sum + booking[size.field] * size.priceCents, 0)
  return knivesCents + addOnsCents(booking)
}

/** The confirmation's range: $4 to $9 a knife, plus add-ons. */
export function priceRangeCents(booking: PriceableBooking): { low: number; high: number } {
  const knives = totalKnives(booking)
  const addOns = addOnsCents(booking)
  return {
    low: knives * RANGE_LOW_PER_KNIFE_CENTS + addOns,
    high: knives * RANGE_HIGH_PER_KNIFE_CENTS + addOns,
  }
}

/** The marker the spec's simplified form writes into specialRequirements. */
export function pickupMarker(knives: number): string {
  return `MEASURE ON PICKUP - ${knives} knives total.`
}
