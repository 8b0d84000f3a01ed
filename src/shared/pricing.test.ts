import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PRICES,
  estimateBookingPriceCents,
  pickupMarker,
  priceRangeCents,
  totalKnives,
} from './pricing.ts'

const none = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
}

describe('pricing', () => {
  it('prices a measured booking by blade size plus add-ons', () => {
    const booking = {
      ...none,
      measurementType: 'self' as const,
      bladesOver9Inches: 2,
      blades7To9Inches: 1,
      blades4To6Inches: 3,
      bladesUnder4Inches: 1,
      nickRepairQuantity: 2,
      strappingQuantity: 1,
    }
    // 2×9 + 1×8 + 3×6 + 1×4 = 48; + 2×1 + 1×3 = 53
    expect(estimateBookingPriceCents(booking, DEFAULT_PRICES)).toBe(5300)
    expect(totalKnives(booking)).toBe(7)
    expect(priceRangeCents(booking, DEFAULT_PRICES)).toEqual({ low: 7 * 400 + 500, high: 7 * 900 + 500 })
  })

  it('prices a pickup booking at $6.75 a knife until it is measured, then by its blade counts', () => {
    const pickup = { ...none, measurementType: 'pickup' as const, knifeCount: 4, strappingQuantity: 1 }
    expect(estimateBookingPriceCents(pickup, DEFAULT_PRICES)).toBe(4 * 675 + 300)
    expect(totalKnives(pickup)).toBe(4)
    const measured = { ...pickup, blades4To6Inches: 5 }
    expect(estimateBookingPriceCents(measured, DEFAULT_PRICES)).toBe(5 * 600 + 300)
    expect(totalKnives(measured)).toBe(5)
  })

  it('prices with the list it is given: another list, other totals and range', () => {
    const prices = {
      ...DEFAULT_PRICES,
      bladesOver9InchesCents: 1250,
      bladesUnder4InchesCents: 350,
      strappingCents: 0,
    }
    const booking = {
      ...none,
      measurementType: 'self' as const,
      bladesOver9Inches: 2,
      bladesUnder4Inches: 1,
      strappingQuantity: 1,
    }
    expect(estimateBookingPriceCents(booking, prices)).toBe(2 * 1250 + 350)
    expect(priceRangeCents(booking, prices)).toEqual({ low: 3 * 350, high: 3 * 1250 })
    const pickup = { ...none, measurementType: 'pickup' as const, knifeCount: 3 }
    expect(estimateBookingPriceCents(pickup, { ...prices, pickupPerKnifeCents: 700 })).toBe(2100)
  })

  it("writes the spec's pickup marker", () => {
    expect(pickupMarker(3)).toBe('MEASURE ON PICKUP - 3 knives total.')
  })
})
