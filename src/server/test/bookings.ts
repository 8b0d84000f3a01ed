import type { CreateBookingBody } from '../../shared/booking.schema.ts'
import type { CreatedBooking } from '../../shared/order-page.schema.ts'
import type { Db } from '../db/database.ts'
import type { TestApp } from './test-app.ts'

/** A measure-myself booking as the detailed form sends it. */
export const detailedBooking = {
  customerName: 'Jane Doe',
  customerEmail: 'jane.doe@example.com',
  customerPhone: '(407) 555-0123',
  streetAddress: '12 Palm Lane',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  bladesOver9Inches: 2,
  blades7To9Inches: 1,
  blades4To6Inches: 3,
  bladesUnder4Inches: 1,
  nickRepairQuantity: 2,
  strappingQuantity: 1,
  specialRequirements: 'Please call before pickup.',
} satisfies CreateBookingBody

/** A measure-on-pickup booking as the simplified form sends it: no blade counts, the marker already written. */
export const pickupBooking = {
  customerName: 'Bob Stone',
  customerEmail: 'bob@example.com',
  customerPhone: '407-555-9999',
  streetAddress: '3 Oak Court',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32803',
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 1,
  strappingQuantity: 2,
  specialRequirements: 'MEASURE ON PICKUP - 5 knives total. Two are heirlooms.',
  measurementType: 'pickup',
  knifeCount: 5,
} satisfies CreateBookingBody

/** POST /api/bookings, from a given client address when the test cares which. */
export function postBooking(t: TestApp, payload: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

/** A booking through the public form (the detailed one unless given); fails the test unless it is created. */
export async function bookOrder(t: TestApp, payload: object = detailedBooking): Promise<CreatedBooking> {
  const response = await postBooking(t, payload)
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json()
}

export type BookingTables = 'bookings' | 'customers' | 'booking_events'

/** Rows in each table a booking writes, to show that a refused request wrote nothing. */
export async function countBookingRows(db: Db): Promise<Record<BookingTables, number>> {
  const count = async (table: BookingTables) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  const [bookings, customers, events] = await Promise.all([
    count('bookings'),
    count('customers'),
    count('booking_events'),
  ])
  return { bookings, customers, booking_events: events }
}
