/**
 * The owner's price list, in whole cents (GET/PUT /api/settings/prices). A booking stores the list it was made
 * with, so a later change never alters it (docs/decisions.md "Prices"). Declared as a plain interface, so the landing
 * page's bundle does not need zod; the schema is in price-list.schema.ts.
 */
export interface PriceList {
  bladesOver9InchesCents: number
  blades7To9InchesCents: number
  blades4To6InchesCents: number
  bladesUnder4InchesCents: number
  pickupPerKnifeCents: number
  nickRepairCents: number
  strappingCents: number
}

/** The spec's prices (section 9): the price list's defaults on the first start. */
export const DEFAULT_PRICES: PriceList = {
  bladesOver9InchesCents: 900,
  blades7To9InchesCents: 800,
  blades4To6InchesCents: 600,
  bladesUnder4InchesCents: 400,
  pickupPerKnifeCents: 675,
  nickRepairCents: 100,
  strappingCents: 300,
}

export const BLADE_SIZES = [
  { field: 'bladesOver9Inches', label: '9 inches and over', priceField: 'bladesOver9InchesCents' },
  { field: 'blades7To9Inches', label: '7 to 9 inches', priceField: 'blades7To9InchesCents' },
  { field: 'blades4To6Inches', label: '4 to 6 inches', priceField: 'blades4To6InchesCents' },
  { field: 'bladesUnder4Inches', label: 'Under 4 inches', priceField: 'bladesUnder4InchesCents' },
] as const

export const ADD_ONS = [
  { field: 'nickRepairQuantity', label: 'Nick repair', priceField: 'nickRepairCents' },
  { field: 'strappingQuantity', label: 'Stropping', priceField: 'strappingCents' },
] as const

export type BladeField = (typeof BLADE_SIZES)[number]['field']
export type AddOnField = (typeof ADD_ONS)[number]['field']

export type BladeCounts = Record<BladeField, number>
export type AddOnCounts = Record<AddOnField, number>

export interface PriceableBooking extends BladeCounts, AddOnCounts {
  measurementType: 'self' | 'pickup'
  /** Knives the customer said they have, for a pickup booking not yet measured. */
  knifeCount?: number | null
}

export type ServiceCounts = BladeCounts & AddOnCounts

/** The six counts' field names, as a mask for a schema's `pick` (a booking's blades by size and its add-ons). */
export const SERVICE_COUNT_FIELDS = {
  bladesOver9Inches: true,
  blades7To9Inches: true,
  blades4To6Inches: true,
  bladesUnder4Inches: true,
  nickRepairQuantity: true,
  strappingQuantity: true,
} as const

/** A booking's blade counts by size, copied out of any larger shape. */
export function bladeCounts(counts: BladeCounts): BladeCounts {
  return {
    bladesOver9Inches: counts.bladesOver9Inches,
    blades7To9Inches: counts.blades7To9Inches,
    blades4To6Inches: counts.blades4To6Inches,
    bladesUnder4Inches: counts.bladesUnder4Inches,
  }
}

/** The six counts of a booking (its blades by size and its add-ons), copied out of any larger shape. */
export function serviceCounts(counts: ServiceCounts): ServiceCounts {
  return {
    ...bladeCounts(counts),
    nickRepairQuantity: counts.nickRepairQuantity,
    strappingQuantity: counts.strappingQuantity,
  }
}

export function countBlades(counts: BladeCounts): number {
  return BLADE_SIZES.reduce((sum, size) => sum + counts[size.field], 0)
}

export function addOnsCents(counts: AddOnCounts, prices: PriceList): number {
  return ADD_ONS.reduce((sum, addOn) => sum + counts[addOn.field] * prices[addOn.priceField], 0)
}

/**
 * The one rule of an unmeasured pickup: a pickup booking whose four blade counts are all 0 has not been measured
 * yet, and counts the customer's own knife count at the pickup price. Once the admin enters blade counts, the
 * counts win (docs/decisions.md "Prices"). The server's SQL states it once too (db/booking-rules-sql.ts).
 */
export function isUnmeasuredPickup(booking: PriceableBooking): boolean {
  return booking.measurementType === 'pickup' && countBlades(booking) === 0
}

/** Total knives: the four counts' sum, or the customer's own count for a pickup booking not measured yet. */
export function totalKnives(booking: PriceableBooking): number {
  return isUnmeasuredPickup(booking) ? (booking.knifeCount ?? 0) : countBlades(booking)
}

/** The estimate in cents: blade counts × their prices, or pickup knives × the pickup price before measuring; plus add-ons. */
export function estimateBookingPriceCents(booking: PriceableBooking, prices: PriceList): number {
  const knivesCents = isUnmeasuredPickup(booking)
    ? (booking.knifeCount ?? 0) * prices.pickupPerKnifeCents
    : BLADE_SIZES.reduce((sum, size) => sum + booking[size.field] * prices[size.priceField], 0)
  return knivesCents + addOnsCents(booking, prices)
}

/** The cheapest and dearest blade prices: the confirmation's range per knife ($4 to $9 with the spec's prices). */
export function perKnifeRangeCents(prices: PriceList): { low: number; high: number } {
  const blades = BLADE_SIZES.map((size) => prices[size.priceField])
  return { low: Math.min(...blades), high: Math.max(...blades) }
}

/** The confirmation's range: the cheapest to the dearest blade price a knife, plus add-ons. */
export function priceRangeCents(booking: PriceableBooking, prices: PriceList): { low: number; high: number } {
  const knives = totalKnives(booking)
  const addOns = addOnsCents(booking, prices)
  const perKnife = perKnifeRangeCents(prices)
  return { low: knives * perKnife.low + addOns, high: knives * perKnife.high + addOns }
}

/** The marker the spec's simplified form writes into specialRequirements. */
export function pickupMarker(knives: number): string {
  return `MEASURE ON PICKUP - ${knives} knives total.`
}
