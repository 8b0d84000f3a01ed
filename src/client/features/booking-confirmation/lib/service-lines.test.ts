import { describe, expect, it } from 'vitest'

import type { Booking } from '@shared/booking.schema.ts'
import { bookingPriceLines } from '@shared/booking-lines.ts'
import { DEFAULT_PRICES } from '@shared/pricing.ts'
import { formattedPriceRange, receiptLineLabel } from './service-lines'

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 27,
  createdAt: '2026-03-05T15:00:00.000Z',
  updatedAt: '2026-03-05T15:00:00.000Z',
  status: 'pending',
  archived: false,
  measurementType: 'self',
  knifeCount: null,
  customerId: 1,
  customerName: 'Ana López',
  customerEmail: 'ana@example.com',
  customerPhone: null,
  streetAddress: null,
  city: null,
  state: null,
  zipCode: null,
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
  specialRequirements: null,
  estimatedPrice: '0.00',
  totalKnives: 0,
  outOfArea: false,
  pickupStart: null,
  pickupEnd: null,
  prices: DEFAULT_PRICES,
  pickedUpAt: null,
  finalPrice: null,
  amountPaid: '0.00',
  balanceDue: '0.00',
  returnStart: null,
  returnEnd: null,
  failedMail: null,
  ...overrides,
})

/** The receipt's Service Details: the shared price lines, with the receipt's labels. */
const serviceLinesOf = (made: Booking) =>
  bookingPriceLines(made, made.prices).map((line) => ({ ...line, label: receiptLineLabel(line) }))

describe('the receipt lines', () => {
  it('gives one line per blade size ordered, at its price, then the add-ons', () => {
    const lines = serviceLinesOf(
      booking({
        bladesOver9Inches: 2,
        blades4To6Inches: 3,
        bladesUnder4Inches: 1,
        nickRepairQuantity: 2,
        strappingQuantity: 1,
        totalKnives: 6,
      }),
    )

    expect(
      lines.map(({ label, quantity, unitCents, totalCents }) => [label, quantity, unitCents, totalCents]),
    ).toEqual([
      ['Blades 9 inches and over', 2, 900, 1800],
      ['Blades 4 to 6 inches', 3, 600, 1800],
      ['Blades under 4 inches', 1, 400, 400],
      ['Nick repair', 2, 100, 200],
      ['Stropping', 1, 300, 300],
    ])
  })

  it('prices the lines and the range with the booking’s own prices, not the spec’s', () => {
    const prices = {
      ...DEFAULT_PRICES,
      bladesOver9InchesCents: 1250,
      bladesUnder4InchesCents: 350,
      strappingCents: 350,
    }
    const made = booking({ bladesOver9Inches: 2, strappingQuantity: 1, totalKnives: 2, prices })
    expect(serviceLinesOf(made).map(({ unitCents, totalCents }) => [unitCents, totalCents])).toEqual([
      [1250, 2500],
      [350, 350],
    ])
    expect(formattedPriceRange(made)).toEqual({ low: '$10.50', high: '$28.50' })
  })

  it('leaves out sizes and add-ons at zero', () => {
    const lines = serviceLinesOf(booking({ blades7To9Inches: 1, totalKnives: 1 }))
    expect(lines.map((line) => line.label)).toEqual(['Blades 7 to 9 inches'])
  })

  it('prices an unmeasured pickup booking at the pickup estimate per knife', () => {
    const lines = serviceLinesOf(
      booking({ measurementType: 'pickup', knifeCount: 4, totalKnives: 4, strappingQuantity: 2 }),
    )
    expect(lines.map(({ label, quantity, totalCents }) => [label, quantity, totalCents])).toEqual([
      ['4 knives, measured at pickup', 4, 2700],
      ['Stropping', 2, 600],
    ])
  })

  it('says a single unmeasured knife in the singular', () => {
    const lines = serviceLinesOf(booking({ measurementType: 'pickup', knifeCount: 1, totalKnives: 1 }))
    expect(lines.map((line) => line.label)).toEqual(['1 knife, measured at pickup'])
  })

  it('lists the measured sizes of a pickup booking once the admin has entered them', () => {
    const lines = serviceLinesOf(
      booking({ measurementType: 'pickup', knifeCount: 4, blades7To9Inches: 4, totalKnives: 4 }),
    )
    expect(lines.map((line) => [line.label, line.totalCents])).toEqual([['Blades 7 to 9 inches', 3200]])
  })
})

describe('formattedPriceRange', () => {
  it('is $4 to $9 a knife plus add-ons', () => {
    const range = formattedPriceRange(
      booking({ bladesOver9Inches: 2, blades4To6Inches: 3, nickRepairQuantity: 2, strappingQuantity: 1 }),
    )
    // 5 knives: 5 × $4 + $5 of add-ons, 5 × $9 + $5.
    expect(range).toEqual({ low: '$25.00', high: '$50.00' })
  })

  it('counts the knives of an unmeasured pickup booking', () => {
    expect(formattedPriceRange(booking({ measurementType: 'pickup', knifeCount: 3 }))).toEqual({
      low: '$12.00',
      high: '$27.00',
    })
  })
})
