import { describe, expect, it } from 'vitest'

import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import { defaultBusiness, sampleBooking } from './email-test-fixtures.ts'
import { composeStatusEmail } from './status-email.ts'

describe('the status e-mail', () => {
  it.each([
    ['in-progress', "We've picked up your knives: order #27 (BO-000027)"],
    ['completed', 'Your knives are sharp and ready for return: order #27 (BO-000027)'],
    ['cancelled', 'Your booking has been cancelled: order #27 (BO-000027)'],
  ] as const)('tells the customer about %s in the subject', (status, subject) => {
    expect(composeStatusEmail({ ...sampleBooking, status }, defaultBusiness).subject).toBe(subject)
  })

  it('has a message for every status, with the order and its estimate', () => {
    for (const status of BOOKING_STATUSES) {
      const email = composeStatusEmail({ ...sampleBooking, status }, defaultBusiness)
      expect(email.text).toContain('Order #27 (BO-000027), 7 knives, estimated total $53.00.')
      expect(email.html).toContain('hello@sharpedge.example')
    }
  })

  it('escapes the customer name in the HTML', () => {
    const email = composeStatusEmail({ ...sampleBooking, customerName: '<b>Bob</b>' }, defaultBusiness)
    expect(email.html).toContain('Hello &lt;b&gt;Bob&lt;/b&gt;,')
    expect(email.text).toContain('Hello <b>Bob</b>,')
  })
})
