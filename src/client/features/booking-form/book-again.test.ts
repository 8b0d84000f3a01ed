import { describe, expect, it } from 'vitest'

import type { PublicOrder } from '@shared/order-page.schema.ts'
import { bookAgainValues } from './book-again'

const order = {
  id: 27,
  customerName: 'Rosa Parks',
  customerEmail: 'rosa@example.com',
  customerPhone: '(407) 555-0177',
  streetAddress: '7 Magnolia Way',
  city: 'Orlando',
  state: 'FL',
  zipCode: null,
  measurementType: 'self',
  knifeCount: null,
  bladesOver9Inches: 2,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 1,
  nickRepairQuantity: 1,
  strappingQuantity: 2,
  specialRequirements: 'Gate code 1234',
  totalKnives: 3,
} as PublicOrder

describe('bookAgainValues', () => {
  it("fills the detailed form with a measured order's counts, add-ons and contact, not its notes nor consent", () => {
    expect(bookAgainValues(order)).toEqual({
      form: 'self',
      details: {
        bladesOver9Inches: 2,
        blades7To9Inches: 0,
        blades4To6Inches: 0,
        bladesUnder4Inches: 1,
        nickRepairQuantity: 1,
        strappingQuantity: 2,
        specialRequirements: '',
      },
      contact: {
        customerName: 'Rosa Parks',
        customerEmail: 'rosa@example.com',
        customerPhone: '(407) 555-0177',
        streetAddress: '7 Magnolia Way',
        city: 'Orlando',
        state: 'FL',
        zipCode: '',
        rebookReminder: false,
      },
    })
  })

  it('fills the pickup form with the knife count of an order not measured yet', () => {
    const pickup = {
      ...order,
      measurementType: 'pickup',
      knifeCount: 5,
      bladesOver9Inches: 0,
      bladesUnder4Inches: 0,
      totalKnives: 5,
    } as PublicOrder
    expect(bookAgainValues(pickup)).toMatchObject({
      form: 'pickup',
      knives: { totalKnives: 5, nickRepairQuantity: 1, strappingQuantity: 2, specialRequirements: '' },
    })
  })
})
