/** The row a validated booking is stored as: priced here, with its pickup marker and served-area flag. */
import type { CreateBookingInput } from '../../../shared/booking.schema.ts'
import { estimateBookingPriceCents, pickupMarker, type PriceList } from '../../../shared/pricing.ts'
import type { BookingRow } from '../../db/schema.ts'
import { bookingPriceColumns } from '../booking-records/index.ts'
import { contactAndQuantityColumns } from './booking-columns.ts'

/**
 * What the server adds to a new booking: the business's served ZIP codes (empty: no area check), its current
 * price list (from readBusinessSettings; whatever the client sent) and the time.
 */
export interface NewBookingContext {
  servedZips: readonly string[]
  prices: PriceList
  now: number
  /** The business's timezone, in which the pickup windows are kept. */
  timeZone: string
}

const ANY_PICKUP_MARKER = /^MEASURE ON PICKUP - \d+ knives total\./

/**
 * A pickup booking's special requirements begin with the spec's marker for its knife count, exactly once. The
 * pickup form writes the marker itself; a marker with another count is replaced, since the count is what we price.
 */
export function withPickupMarker(knives: number, specialRequirements: string | null): string {
  const marker = pickupMarker(knives)
  if (specialRequirements?.startsWith(marker)) return specialRequirements
  const rest = (specialRequirements ?? '').replace(ANY_PICKUP_MARKER, '').trimStart()
  return rest ? `${marker} ${rest}` : marker
}

/** Outside the served ZIP codes, when the business lists any; a ZIP+4 counts by its first five digits. */
export function isOutOfArea(zipCode: string | null, servedZips: readonly string[]): boolean {
  if (servedZips.length === 0 || zipCode === null) return false
  return !servedZips.includes(zipCode.slice(0, 5))
}

/** The row to store for a validated booking: priced here, whatever price the client may have sent. */
export function newBookingRow(
  input: CreateBookingInput,
  customerId: number,
  { servedZips, prices, now }: NewBookingContext,
): Omit<
  BookingRow,
  | 'id'
  | 'archived'
  | 'pickup_start'
  | 'pickup_end'
  | 'picked_up_at'
  | 'final_price_cents'
  | 'amount_paid_cents'
  | 'return_start'
  | 'return_end'
  | 'failed_mail_id'
  | 'failed_mail_kind'
> {
  const pickup = input.measurementType === 'pickup'
  const knifeCount = pickup ? (input.knifeCount ?? null) : null
  return {
    created_at: now,
    updated_at: now,
    status: 'pending',
    measurement_type: input.measurementType,
    knife_count: knifeCount,
    customer_id: customerId,
    ...contactAndQuantityColumns(input),
    special_requirements:
      knifeCount === null
        ? input.specialRequirements
        : withPickupMarker(knifeCount, input.specialRequirements),
    estimated_price_cents: estimateBookingPriceCents({ ...input, knifeCount }, prices),
    out_of_area: isOutOfArea(input.zipCode, servedZips) ? 1 : 0,
    ...bookingPriceColumns(prices),
  }
}
