import { describe, expect, it } from 'vitest'

import { countBookingRows, detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp } from '../../test/test-app.ts'

describe('booking rate limit', () => {
  it('takes 30 bookings from one address in 10 minutes by default, then answers 429 and stores nothing', async () => {
    const limited = await createTestApp()
    try {
      for (let n = 0; n < 30; n++) expect((await postBooking(limited, detailedBooking)).statusCode).toBe(201)
      const before = await countBookingRows(limited.app.db)
      const refused = await postBooking(limited, detailedBooking)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        error: 'Too many bookings from your network. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590)
      expect(await countBookingRows(limited.app.db)).toEqual(before)

      const elsewhere = await postBooking(limited, detailedBooking, '203.0.113.7')
      expect(elsewhere.statusCode).toBe(201)
    } finally {
      await limited.close()
    }
  })

  it('follows BOOKING_RATE_LIMIT_PER_10_MIN', async () => {
    const strict = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '2' } })
    try {
      const statuses = []
      for (let n = 0; n < 3; n++) statuses.push((await postBooking(strict, detailedBooking)).statusCode)
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await strict.close()
    }
  })
})
