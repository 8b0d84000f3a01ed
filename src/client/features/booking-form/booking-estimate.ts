import { bookingPriceLines, type PriceLine } from '@shared/booking-lines.ts'
import {
  estimateBookingPriceCents,
  totalKnives,
  type AddOnCounts,
  type BladeCounts,
  type PriceableBooking,
  type PriceList,
} from '@shared/pricing.ts'
import { pickupKnivesBooking, toCount } from './booking-form-schemas'

/** What the Booking Summary shows: a line per chosen item, the knives and the estimated total. */
export interface BookingEstimate {
  lines: PriceLine[]
  totalKnives: number
  totalCents: number
}

type Counts = Partial<Record<keyof BladeCounts | keyof AddOnCounts, unknown>>

/** The estimate of a booking as the receipt will price it: its price lines, knives and total. */
function estimateOf(booking: PriceableBooking, prices: PriceList): BookingEstimate {
  return {
    lines: bookingPriceLines(booking, prices),
    totalKnives: totalKnives(booking),
    totalCents: estimateBookingPriceCents(booking, prices),
  }
}

/** The detailed form's live estimate with the public price list: blade counts at their size's price, plus add-ons. */
export function detailedEstimate(counts: Counts, prices: PriceList): BookingEstimate {
  const booking: PriceableBooking = {
    bladesOver9Inches: toCount(counts.bladesOver9Inches),
    blades7To9Inches: toCount(counts.blades7To9Inches),
    blades4To6Inches: toCount(counts.blades4To6Inches),
    bladesUnder4Inches: toCount(counts.bladesUnder4Inches),
    nickRepairQuantity: toCount(counts.nickRepairQuantity),
    strappingQuantity: toCount(counts.strappingQuantity),
    measurementType: 'self',
  }
  return estimateOf(booking, prices)
}

/** The simplified form's estimate: the pickup price a knife until measured ($6.75 by default), plus add-ons. */
export function pickupEstimate(
  counts: { totalKnives?: unknown } & Pick<Counts, keyof AddOnCounts>,
  prices: PriceList,
): BookingEstimate {
  const booking = pickupKnivesBooking({
    totalKnives: toCount(counts.totalKnives),
    nickRepairQuantity: toCount(counts.nickRepairQuantity),
    strappingQuantity: toCount(counts.strappingQuantity),
  })
  return estimateOf(booking, prices)
}
