import { describe, expect, it } from 'vitest'

import { composeConfirmationEmail } from './confirmation-email.ts'
import { defaultBusiness, sampleBooking, sampleBookingWithPickup } from './email-test-fixtures.ts'
import { composePickupMovedEmail, composeReminderEmail } from './pickup-emails.ts'

const WHEN = 'Monday, January 13, 2025, 9:00 AM to 12:00 PM'

describe('the pickup e-mails', () => {
  it('remind the customer the day before, with the time in the business timezone and the address', () => {
    const email = composeReminderEmail(sampleBookingWithPickup, defaultBusiness)
    expect(email.subject).toBe('Reminder: we pick up your knives tomorrow, order #27 (BO-000027)')
    expect(email.text).toContain(`Pickup time: ${WHEN}`)
    expect(email.text).toContain('Pickup address: 12 Palm Lane, Orlando, FL 32804')
    expect(email.html).toContain(`Pickup time: ${WHEN}`)
    expect(email.html).toContain('hello@sharpedge.example')
  })

  it('tell the customer of a moved pickup, escaping what they typed', () => {
    const email = composePickupMovedEmail(
      { ...sampleBookingWithPickup, customerName: '<b>Bob</b>' },
      defaultBusiness,
    )
    expect(email.subject).toBe('New pickup time for order #27 (BO-000027)')
    expect(email.text).toContain('We have moved the pickup of your knives to a new time.')
    expect(email.text).toContain(`Pickup time: ${WHEN}`)
    expect(email.html).toContain('Hello &lt;b&gt;Bob&lt;/b&gt;,')
  })

  it('put the pickup time in the confirmation, and nothing when no time was booked', () => {
    const withTime = composeConfirmationEmail(sampleBookingWithPickup, defaultBusiness)
    expect(withTime.text).toContain(`Pickup time: ${WHEN}`)
    expect(withTime.html).toContain(`Pickup time: ${WHEN}`)
    const without = composeConfirmationEmail(sampleBooking, defaultBusiness)
    expect(without.text).not.toContain('Pickup time')
  })
})
