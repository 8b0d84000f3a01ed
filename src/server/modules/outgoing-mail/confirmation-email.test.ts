import { describe, expect, it } from 'vitest'

import { composeConfirmationEmail } from './confirmation-email.ts'
import { defaultBusiness, sampleBooking } from './email-test-fixtures.ts'

describe('the confirmation e-mail', () => {
  const email = composeConfirmationEmail(sampleBooking, defaultBusiness)

  it('names the order in both forms in the subject', () => {
    expect(email.subject).toBe('Booking confirmed: order #27 (BO-000027)')
  })

  it('lists each item with its quantity and line price, the estimate and its range', () => {
    expect(email.text).toContain('  9 inches and over: 2 × $9.00 = $18.00\n')
    expect(email.text).toContain('  Stropping: 1 × $3.00 = $3.00\n')
    expect(email.text).toContain('Estimated total: $53.00\n')
    expect(email.text).toContain('Price range: $33.00 to $68.00.')
    expect(email.html).toMatch(
      /9 inches and over<\/td>\s*<td[^>]*>2 × \$9\.00<\/td>\s*<td[^>]*>\$18\.00<\/td>/,
    )
    expect(email.html).toContain('<strong>$53.00</strong>')
  })

  it('gives the date in the business time zone, the address, the promises and the contact', () => {
    expect(email.text).toContain('Order #27 (BO-000027), booked January 5, 2025')
    expect(email.text).toContain('Pickup address: 12 Palm Lane, Orlando, FL 32804')
    for (const body of [email.text, email.html]) {
      expect(body).toContain('back within two days')
      expect(body).toContain('Serrated blades are not accepted.')
      expect(body).toContain('one neighborhood only: Orlando, FL')
      expect(body).toContain('hello@sharpedge.example')
    }
  })

  it('tells a pickup customer their knife count in plain words, never the stored marker', () => {
    const pickup = composeConfirmationEmail(
      { ...sampleBooking, specialRequirements: 'MEASURE ON PICKUP - 4 knives total. Gate code 42' },
      defaultBusiness,
    )
    for (const body of [pickup.text, pickup.html]) {
      expect(body).toContain('4 knives, measured at pickup\nGate code 42')
      expect(body).not.toContain('MEASURE ON PICKUP')
    }
  })

  it('leaves out what the booking does not have', () => {
    const bare = composeConfirmationEmail(
      {
        ...sampleBooking,
        streetAddress: null,
        city: null,
        state: null,
        zipCode: null,
        specialRequirements: null,
      },
      defaultBusiness,
    )
    expect(bare.text).not.toContain('Pickup address')
    expect(bare.text).not.toContain('Special requirements')
    expect(bare.html).not.toContain('Special requirements')
  })
})
