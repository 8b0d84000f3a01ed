import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTACT_FIELD_NAMES } from '../../../shared/booking-fields.ts'
import { countBookingRows, detailedBooking, postBooking } from '../../test/bookings.ts'
import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { normalizeEmail } from '../customers/index.ts'

let t: TestApp
beforeAll(async () => {
  // Hundreds of bookings from one address: the limit would answer for the validation under test.
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

const DISPLAY_FIELDS = new Set(['customerName', 'streetAddress', 'city', 'state', 'specialRequirements'])
const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/

describe('naughty strings in every text field', () => {
  const fields = [...CONTACT_FIELD_NAMES, 'specialRequirements'] as const
  const required = new Set<string>(['customerName', 'customerEmail'])

  it('stores and returns each exactly as sent (after trim) or refuses it with 400, never a 500', async () => {
    const strings = naughtyStrings()
    const before = await countBookingRows(t.app.db)
    const attempts = fields.flatMap((field) => strings.map((value) => ({ field, value })))
    let created = 0
    const emails = new Set<string>()
    // In batches: concurrent enough to be quick, few enough to keep PostgreSQL's pool busy, not queued for long.
    for (let start = 0; start < attempts.length; start += 64) {
      const batch = attempts.slice(start, start + 64)
      const responses = await Promise.all(
        batch.map(({ field, value }) => postBooking(t, { ...detailedBooking, [field]: value })),
      )
      responses.forEach((response, index) => {
        const { field, value } = batch[index]!
        const label = `${field} = ${JSON.stringify(value)}`
        if (response.statusCode === 201) {
          const trimmed = value.trim()
          const expected = trimmed === '' && !required.has(field) ? null : trimmed
          expect(response.json()[field], label).toBe(expected)
          created++
          emails.add(normalizeEmail(field === 'customerEmail' ? trimmed : detailedBooking.customerEmail))
        } else {
          expect(response.statusCode, label).toBe(400)
          expect(response.json(), label).toEqual(expect.objectContaining(ERROR_SHAPE))
        }
        // The list's right-to-left overrides, isolates and zero-width joiners (its emoji families among them) are
        // refused wherever a text is shown to others; nowhere stored.
        if (DISPLAY_FIELDS.has(field) && INVISIBLE_FORMATTING.test(value))
          expect(response.statusCode, label).toBe(400)
      })
    }
    const after = await countBookingRows(t.app.db)
    expect(after.bookings - before.bookings).toBe(created)
    expect(after.booking_events - before.booking_events).toBe(created)
    // Nothing before this test stored a booking: one customer per distinct address accepted here.
    expect(after.customers - before.customers).toBe(emails.size)
  }, 120_000)
})
