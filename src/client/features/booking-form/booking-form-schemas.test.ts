import { describe, expect, it } from 'vitest'

import { CreateBookingBody } from '@shared/booking.schema.ts'
import {
  DetailedDetailsSchema,
  NO_DETAILED_DETAILS,
  PickupKnivesSchema,
  detailedBookingRequest,
  emptyContactValues,
  pickupBookingRequest,
} from './booking-form-schemas'
import { ContactSchema } from './contact-schema'

const contact = ContactSchema.parse({
  ...emptyContactValues({ city: 'Orlando', state: 'FL', zipCode: '32804' }),
  customerName: 'Ana',
  customerEmail: 'ana@example.com',
})
const noAddOns = { nickRepairQuantity: 0, strappingQuantity: 0, specialRequirements: '' }

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('detailed form rules', () => {
  it("limits nick repair and stropping each to the knives booked, in the spec's words", () => {
    const result = DetailedDetailsSchema.safeParse({
      ...NO_DETAILED_DETAILS,
      blades7To9Inches: 2,
      nickRepairQuantity: 3,
      strappingQuantity: 3,
    })
    expect(messages(result)).toEqual([
      ['nickRepairQuantity', 'Nick repair quantity cannot exceed the total number of knives'],
      ['strappingQuantity', 'Stropping quantity cannot exceed the total number of knives'],
    ])
  })

  it('builds a request the server accepts', () => {
    const details = DetailedDetailsSchema.parse({ ...NO_DETAILED_DETAILS, blades4To6Inches: 2 })
    const request = detailedBookingRequest(details, contact)
    expect(request).toMatchObject({
      measurementType: 'self',
      blades4To6Inches: 2,
      customerName: 'Ana',
      customerPhone: null,
      specialRequirements: null,
    })
    expect(CreateBookingBody.safeParse(request).success).toBe(true)
  })
})

describe('contact rules', () => {
  it('asks for a name and a valid e-mail, and a ZIP code like 32804', () => {
    const result = ContactSchema.safeParse({
      ...emptyContactValues(),
      customerName: ' ',
      customerEmail: 'ana@',
      zipCode: '3280',
    })
    expect(messages(result)).toEqual([
      ['customerName', 'Name is required'],
      ['customerEmail', 'Valid email is required'],
      ['zipCode', 'ZIP code must be 5 digits, like 32804'],
    ])
  })
})

describe('pickup form rules', () => {
  it.each([
    [0, 'At least 1 knife is required'],
    [101, 'Maximum 100 knives'],
  ])('refuses %i knives with "%s"', (totalKnives, message) => {
    const result = PickupKnivesSchema.safeParse({ ...noAddOns, totalKnives })
    expect(messages(result)).toEqual([['totalKnives', message]])
  })

  it('sends every blade count as 0, the knife count, and the marker before any notes', () => {
    const knives = PickupKnivesSchema.parse({ ...noAddOns, totalKnives: 3, strappingQuantity: 1 })
    const request = pickupBookingRequest(knives, contact)
    expect(request).toMatchObject({
      measurementType: 'pickup',
      knifeCount: 3,
      bladesOver9Inches: 0,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      strappingQuantity: 1,
      customerEmail: 'ana@example.com',
      specialRequirements: 'MEASURE ON PICKUP - 3 knives total.',
    })
    expect(CreateBookingBody.safeParse(request).success).toBe(true)

    const withNotes = PickupKnivesSchema.parse({
      ...noAddOns,
      totalKnives: 3,
      specialRequirements: ' Gate 1234 ',
    })
    expect(pickupBookingRequest(withNotes, contact).specialRequirements).toBe(
      'MEASURE ON PICKUP - 3 knives total. Gate 1234',
    )
  })
})
