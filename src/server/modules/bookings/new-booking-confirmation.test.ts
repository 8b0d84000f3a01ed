import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { orderPageUrl } from '../../../shared/order-link.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { AUTO_CONFIRMATION_EMAIL: 'true', BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
})
afterAll(() => t.close())

// On PostgreSQL the confirmation is composed before the booking's one statement writes both (create-booking.ts),
// from the row as it is about to be stored, under the id drawn for it.
describe('a new booking’s confirmation e-mail', () => {
  it('is queued with the booking as stored: its order number, its price and its own order page', async () => {
    for (const body of [detailedBooking, pickupBooking, { ...detailedBooking, customerName: 'Zoë “Z” Ng' }]) {
      const response = await postBooking(t, body)
      expect(response.statusCode).toBe(201)
      const booking = response.json<CreatedBooking>()
      const [queued, ...more] = await t.app.db
        .selectFrom('mail_outbox')
        .select(['kind', 'to_name', 'to_email', 'subject', 'text_body', 'html_body'])
        .where('booking_id', '=', booking.id)
        .execute()
      expect(more).toEqual([])
      const number = `#${booking.id} (BO-${String(booking.id).padStart(6, '0')})`
      expect(queued).toMatchObject({
        kind: 'confirmation',
        to_name: booking.customerName,
        to_email: booking.customerEmail,
        subject: `Booking confirmed: order ${number}`,
      })
      for (const text of [queued!.text_body, queued!.html_body]) {
        expect(text).toContain(orderPageUrl(t.app.config.publicUrl, booking.accessToken))
        expect(text).toContain(`$${booking.estimatedPrice}`)
      }
    }
  })
})
