import {
  ADD_ONS,
  BLADE_SIZES,
  estimateBookingPriceCents,
  type AddOnCounts,
  type BladeCounts,
  type PriceList,
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

function addOnLines(counts: Counts, prices: PriceList): EstimateLine[] {
  return ADD_ONS.map((addOn) => line(addOn.label, toCount(counts[addOn.field]), prices[addOn.priceField]))
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

/** The detailed form's live estimate with the public price list: blade counts at their size's price, plus add-ons. */
export function detailedEstimate(counts: Counts, prices: PriceList): BookingEstimate {
  const booking = { ...sanitised(counts), measurementType: 'self' as const }
  const lines = [
    ...BLADE_SIZES.map((size) => line(size.label, booking[size.field], prices[size.priceField])),
    ...addOnLines(booking, prices),
  ]
  return {
    lines: lines.filter((item) => item.quantity > 0),
    totalKnives: BLADE_SIZES.reduce((sum, size) => sum + booking[size.field], 0),
    totalCents: estimateBookingPriceCents(booking, prices),
  }
}

/** The simplified form's estimate: the pickup price a knife until measured ($6.75 by default), plus add-ons. */
export function pickupEstimate(
  counts: { totalKnives?: unknown } & Counts,
  prices: PriceList,
): BookingEstimate {
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
    line('Knives, measured at pickup', knives, prices.pickupPerKnifeCents),
    ...addOnLines(booking, prices),
  ]
  return {
    lines: lines.filter((item) => item.quantity > 0),
    totalKnives: knives,
    totalCents: estimateBookingPriceCents(booking, prices),
  }
}
