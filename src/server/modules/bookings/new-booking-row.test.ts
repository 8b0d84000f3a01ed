import { describe, expect, it } from 'vitest'

import { isOutOfArea, withPickupMarker } from './new-booking-row.ts'

describe('the pickup marker', () => {
  it('is written once at the start of the special requirements, for the count being priced', () => {
    expect(withPickupMarker(3, null)).toBe('MEASURE ON PICKUP - 3 knives total.')
    expect(withPickupMarker(3, 'Gate code 42')).toBe('MEASURE ON PICKUP - 3 knives total. Gate code 42')
    expect(withPickupMarker(3, 'MEASURE ON PICKUP - 3 knives total.\nGate code 42')).toBe(
      'MEASURE ON PICKUP - 3 knives total.\nGate code 42',
    )
    expect(withPickupMarker(3, 'MEASURE ON PICKUP - 7 knives total. Gate code 42')).toBe(
      'MEASURE ON PICKUP - 3 knives total. Gate code 42',
    )
  })
})

describe('the service area', () => {
  it('flags a ZIP code outside the served ones, judging a ZIP+4 by its first five digits', () => {
    const served = ['32804', '32803']
    expect(isOutOfArea('90210', served)).toBe(true)
    expect(isOutOfArea('32803', served)).toBe(false)
    expect(isOutOfArea('32803-1234', served)).toBe(false)
    expect(isOutOfArea(null, served)).toBe(false)
  })

  it('flags nothing when no ZIP codes are listed', () => {
    expect(isOutOfArea('90210', [])).toBe(false)
  })
})
