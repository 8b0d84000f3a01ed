import type { PriceList } from '../../../shared/pricing.ts'
import type { BookingRow } from '../../db/schema.ts'

/** The columns holding the unit prices a booking was made with (migration 0010). */
export function bookingPriceColumns(prices: PriceList) {
  return {
    unit_over_9_inches_cents: prices.bladesOver9InchesCents,
    unit_7_to_9_inches_cents: prices.blades7To9InchesCents,
    unit_4_to_6_inches_cents: prices.blades4To6InchesCents,
    unit_under_4_inches_cents: prices.bladesUnder4InchesCents,
    unit_pickup_per_knife_cents: prices.pickupPerKnifeCents,
    unit_nick_repair_cents: prices.nickRepairCents,
    unit_strapping_cents: prices.strappingCents,
  }
}

/** A stored booking's own price list: an edit prices it again with these, never with today's list. */
export function bookingPriceList(row: BookingRow): PriceList {
  return {
    bladesOver9InchesCents: row.unit_over_9_inches_cents,
    blades7To9InchesCents: row.unit_7_to_9_inches_cents,
    blades4To6InchesCents: row.unit_4_to_6_inches_cents,
    bladesUnder4InchesCents: row.unit_under_4_inches_cents,
    pickupPerKnifeCents: row.unit_pickup_per_knife_cents,
    nickRepairCents: row.unit_nick_repair_cents,
    strappingCents: row.unit_strapping_cents,
  }
}
