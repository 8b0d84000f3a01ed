import { describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'

import { countBookingRows, detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp } from '../../test/test-app.ts'
import {
  everyDayWindows,
  getSlots,
  localDateFromToday,
  putPickupSettings,
} from '../pickup/pickup-test-support.ts'

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

  // On PostgreSQL the hit, the window's lock and the customer are one statement (booking-first-writes.ts), after
  // which the answers decide; a refusal must still undo the hit and come in the order the checks always had.
  it('counts only the bookings it takes, and refuses beyond the limit before looking at the pickup time', async () => {
    const strict = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '2' } })
    try {
      expect((await putPickupSettings(strict, await strict.login(), everyDayWindows)).statusCode).toBe(200)
      const { slots } = await getSlots(strict, localDateFromToday(3), 1)
      const slot = slots[0]
      const book = (slotStart: string, address?: string) =>
        postBooking(strict, { ...pickupBooking, pickupSlotStart: slotStart }, address)
      const notAWindow = new Date(Date.parse(slot!.start) + 60_000).toISOString()

      const unbookable = []
      for (let n = 0; n < 3; n++) unbookable.push((await book(notAWindow)).statusCode)
      expect(unbookable).toEqual([409, 409, 409])
      // The window holds two: both taken, which uses up the limit of two.
      const taken = [await book(slot!.start), await book(slot!.start)]
      expect(taken.map((response) => response.statusCode)).toEqual([201, 201])

      const before = await countBookingRows(strict.app.db)
      for (const refused of [await book(slot!.start), await book(notAWindow)]) {
        expect(refused.statusCode).toBe(429)
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
      }
      // The bookings' limit alone: the look-up of the free times above counts in a limit of its own.
      const hits = await strict.app.db
        .selectFrom('rate_limits')
        .select(['key', 'hits'])
        .where('key', 'like', 'booking:%')
        .execute()
      expect(hits.map((row) => row.hits)).toEqual([2])
      // Another address is within its limit, so it hears that the window is full.
      const full = await book(slot!.start, '203.0.113.7')
      expect(full.json()).toMatchObject({ code: 'SLOT_FULL' })
      expect(await countBookingRows(strict.app.db)).toEqual(before)
      // No refusal used up an order number: the next booking taken follows the last one.
      const next = await book(slots[1]!.start, '203.0.113.7')
      expect(next.json<Booking>().id).toBe(taken[1]!.json<Booking>().id + 1)
    } finally {
      await strict.close()
    }
  })
})
