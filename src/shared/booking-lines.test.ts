import { describe, expect, it } from 'vitest'

import { bookingPriceLines } from './booking-lines.ts'
import { DEFAULT_PRICES, estimateBookingPriceCents, type PriceableBooking } from './pricing.ts'

const none = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
}
const sum = (booking: PriceableBooking) =>
  bookingPriceLines(booking, DEFAULT_PRICES).reduce((total, line) => total + line.totalCents, 0)

describe('a booking as price lines', () => {
  it('lists each blade size and add-on taken, summing to the estimate', () => {
    const booking: PriceableBooking = {
      ...none,
      measurementType: 'self',
      bladesOver9Inches: 2,
      bladesUnder4Inches: 1,
      nickRepairQuantity: 2,
    }
    expect(bookingPriceLines(booking, DEFAULT_PRICES)).toEqual([
      { label: '9 inches and over', quantity: 2, unitCents: 900, totalCents: 1800, kind: 'knives' },
      { label: 'Under 4 inches', quantity: 1, unitCents: 400, totalCents: 400, kind: 'knives' },
      { label: 'Nick repair', quantity: 2, unitCents: 100, totalCents: 200, kind: 'add-on' },
    ])
    expect(sum(booking)).toBe(estimateBookingPriceCents(booking, DEFAULT_PRICES))
  })

  it('prices a pickup booking at $6.75 a knife until measured, then by its blade counts', () => {
    const pickup: PriceableBooking = {
      ...none,
      measurementType: 'pickup',
      knifeCount: 5,
      strappingQuantity: 1,
    }
    expect(bookingPriceLines(pickup, DEFAULT_PRICES)[0]).toEqual({
      label: 'Knives, measured at pickup',
      quantity: 5,
      unitCents: 675,
      totalCents: 3375,
      kind: 'knives',
    })
    expect(sum(pickup)).toBe(estimateBookingPriceCents(pickup, DEFAULT_PRICES))
    const measured = { ...pickup, blades4To6Inches: 4 }
    expect(bookingPriceLines(measured, DEFAULT_PRICES).map((line) => line.label)).toEqual([
      '4 to 6 inches',
      'Stropping',
    ])
    expect(sum(measured)).toBe(estimateBookingPriceCents(measured, DEFAULT_PRICES))
  })
})
