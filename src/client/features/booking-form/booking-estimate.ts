import {
  ADD_ONS,
  BLADE_SIZES,
  PICKUP_PRICE_PER_KNIFE_CENTS,
  estimateBookingPriceCents,
  type AddOnCounts,
  type BladeCounts,
} from '../../../shared/pricing.ts'
import { toCount } from './booking-form-schemas'

export interface EstimateLine {
  label: string
  quantity: number
  unitCents: number
  amountCents: number
}

/** What the Booking Summary shows: a line per chosen item, the knives and the estimated total. */
export interface BookingEstimate {
  lines: EstimateLine[]
  totalKnives: number
  totalCents: number
}

type Counts = Partial<Record<keyof BladeCounts | keyof AddOnCounts, unknown>>

const line = (label: string, quantity: number, unitCents: number): EstimateLine => ({
  label,
  quantity,
  unitCents,
  amountCents: quantity * unitCents,
})

function addOnLines(counts: Counts): EstimateLine[] {
  return ADD_ONS.map((addOn) => line(addOn.label, toCount(counts[addOn.field]), addOn.priceCents))
}

function sanitised(counts: Counts): BladeCounts & AddOnCounts {
  return {
    bladesOver9Inches: toCount(counts.bladesOver9Inches),
    blades7To9Inches: toCount(counts.blades7To9Inches),
    blades4To6Inches: toCount(counts.blades4To6Inches),
    bladesUnder4Inches: toCount(counts.bladesUnder4Inches),
    nickRepairQuantity: toCount(counts.nickRepairQuantity),
    strappingQuantity: toCount(counts.strappingQuantity),
  }
}

/** The detailed form's live estimate: blade counts at their size's price, plus add-ons (spec section 9). */
export function detailedEstimate(counts: Counts): BookingEstimate {
  const booking = { ...sanitised(counts), measurementType: 'self' as const }
  const lines = [
    ...BLADE_SIZES.map((size) => line(size.label, booking[size.field], size.priceCents)),
    ...addOnLines(booking),
  ]
  return {
    lines: lines.filter((item) => item.quantity > 0),
    totalKnives: BLADE_SIZES.reduce((sum, size) => sum + booking[size.field], 0),
    totalCents: estimateBookingPriceCents(booking),
  }
}

/** The simplified form's estimate: $6.75 a knife until measured, plus add-ons. */
export function pickupEstimate(counts: { totalKnives?: unknown } & Counts): BookingEstimate {
  const knives = toCount(counts.totalKnives)
  const booking = {
    ...sanitised({
      nickRepairQuantity: counts.nickRepairQuantity,
      strappingQuantity: counts.strappingQuantity,
    }),
    measurementType: 'pickup' as const,
    knifeCount: knives,
  }
  const lines = [
    line('Knives, measured at pickup', knives, PICKUP_PRICE_PER_KNIFE_CENTS),
    ...addOnLines(booking),
  ]
  return {
    lines: lines.filter((item) => item.quantity > 0),
    totalKnives: knives,
    totalCents: estimateBookingPriceCents(booking),
  }
}
