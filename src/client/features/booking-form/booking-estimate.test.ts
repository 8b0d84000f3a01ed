import { describe, expect, it } from 'vitest'

import { DEFAULT_PRICES } from '@shared/pricing.ts'
import { detailedEstimate, pickupEstimate } from './booking-estimate'

describe('booking estimates', () => {
  it('prices the detailed form by blade length plus add-ons, one line per chosen item', () => {
    const estimate = detailedEstimate(
      {
        bladesOver9Inches: 2,
        blades7To9Inches: 1,
        blades4To6Inches: 3,
        bladesUnder4Inches: 1,
        nickRepairQuantity: 2,
        strappingQuantity: 1,
      },
      DEFAULT_PRICES,
    )
    // 2×$9 + 1×$8 + 3×$6 + 1×$4 + 2×$1 + 1×$3
    expect(estimate.totalCents).toBe(5300)
    expect(estimate.totalKnives).toBe(7)
    expect(estimate.lines.map((line) => [line.label, line.quantity, line.totalCents])).toEqual([
      ['9 inches and over', 2, 1800],
      ['7 to 9 inches', 1, 800],
      ['4 to 6 inches', 3, 1800],
      ['Under 4 inches', 1, 400],
      ['Nick repair', 2, 200],
      ['Stropping', 1, 300],
    ])
  })

  it('leaves out items not chosen and treats unreadable counts as none', () => {
    const estimate = detailedEstimate(
      {
        blades4To6Inches: 1,
        bladesOver9Inches: Number.NaN,
        strappingQuantity: -2,
      },
      DEFAULT_PRICES,
    )
    expect(estimate).toEqual({
      lines: [{ label: '4 to 6 inches', quantity: 1, unitCents: 600, totalCents: 600, kind: 'knives' }],
      totalKnives: 1,
      totalCents: 600,
    })
  })

  it('prices the pickup form at $6.75 a knife plus add-ons', () => {
    const estimate = pickupEstimate(
      { totalKnives: 4, nickRepairQuantity: 1, strappingQuantity: 1 },
      DEFAULT_PRICES,
    )
    expect(estimate.totalCents).toBe(4 * 675 + 100 + 300)
    expect(estimate.totalKnives).toBe(4)
    expect(estimate.lines[0]).toMatchObject({
      label: 'Knives, measured at pickup',
      quantity: 4,
      totalCents: 2700,
    })
  })

  it('prices with the list it is given, so a new price shows in the live estimate', () => {
    const prices = { ...DEFAULT_PRICES, blades4To6InchesCents: 725, pickupPerKnifeCents: 800 }
    expect(detailedEstimate({ blades4To6Inches: 2 }, prices).totalCents).toBe(1450)
    expect(pickupEstimate({ totalKnives: 3 }, prices).lines[0]).toMatchObject({
      unitCents: 800,
      totalCents: 2400,
    })
  })
})
