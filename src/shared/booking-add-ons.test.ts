import { describe, expect, it } from 'vitest'

import { ADD_ONS_TOO_MANY, addOnIssues, NICK_REPAIR_TOO_MANY, STRAPPING_TOO_MANY } from './booking-add-ons.ts'
import type { PriceableBooking } from './pricing.ts'

const noBlades = { bladesOver9Inches: 0, blades7To9Inches: 0, blades4To6Inches: 0, bladesUnder4Inches: 0 }
const none = { ...noBlades, nickRepairQuantity: 0, strappingQuantity: 0 }

describe('the add-on rule', () => {
  it('limits each add-on of a self-measured booking to its blades, under that add-on', () => {
    const booking: PriceableBooking = { ...none, measurementType: 'self', blades4To6Inches: 2 }
    expect(addOnIssues({ ...booking, nickRepairQuantity: 2, strappingQuantity: 2 })).toEqual([])
    expect(addOnIssues({ ...booking, nickRepairQuantity: 3, strappingQuantity: 3 })).toEqual([
      { path: 'nickRepairQuantity', message: NICK_REPAIR_TOO_MANY },
      { path: 'strappingQuantity', message: STRAPPING_TOO_MANY },
    ])
  })

  it('counts a pickup booking’s two add-ons together against the knives its customer gave', () => {
    const pickup: PriceableBooking = { ...none, measurementType: 'pickup', knifeCount: 3 }
    expect(addOnIssues({ ...pickup, nickRepairQuantity: 2, strappingQuantity: 1 })).toEqual([])
    expect(addOnIssues({ ...pickup, nickRepairQuantity: 2, strappingQuantity: 2 })).toEqual([
      { path: 'nickRepairQuantity', message: ADD_ONS_TOO_MANY },
    ])
  })

  it('counts a measured pickup booking by its blades, not the knives first given', () => {
    const pickup: PriceableBooking = { ...none, measurementType: 'pickup', knifeCount: 5 }
    expect(addOnIssues({ ...pickup, strappingQuantity: 3 })).toEqual([])
    expect(addOnIssues({ ...pickup, blades7To9Inches: 2, strappingQuantity: 3 })).toEqual([
      { path: 'nickRepairQuantity', message: ADD_ONS_TOO_MANY },
    ])
  })
})
