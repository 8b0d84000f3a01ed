import { createHash } from 'node:crypto'

import type { Insertable } from 'kysely'

import type { PickupSettings } from '../src/shared/pickup.schema.ts'
import type { Database } from '../src/server/db/schema.ts'
import { windowsBetween } from '../src/server/modules/pickup/index.ts'
import { addDays, localDateAt } from '../src/shared/calendar.ts'
import { Random } from './random.ts'
import type { BookingSeed } from './seed-rows.ts'

const DAY = 86_400_000

/** The business's timezone in the bench: the seed's pickup windows and the server (BUSINESS_TIMEZONE) agree. */
export const BENCH_TIMEZONE = 'America/New_York'

/**
 * The pickup rules of a busy business: two windows a day, Monday to Saturday. Every booking names a window once
 * there are windows; each has room for all the bench's bookings (a full window would turn them away).
 */
export const BENCH_PICKUP_RULES: PickupSettings = {
  windows: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: 5000 },
    { weekday, start: '13:00', end: '17:00', capacity: 5000 },
  ]),
  closures: [],
  leadHours: 12,
  horizonDays: 60,
}

/** Pickups the seed puts in each window: a van's round, a dozen stops a day (the windows have room for more). */
const SEEDED_PER_WINDOW = 6

/**
 * Pickup bookings made in the last 30 days take a window one to seven days after they were made, as long as it
 * holds fewer than SEEDED_PER_WINDOW, so the free slots and the schedule of the coming weeks read bookings as
 * they would at a business that uses them.
 */
export function givePickupSlots(seed: BookingSeed, now: number, timeZone = BENCH_TIMEZONE, randomSeed = 4) {
  const random = new Random(randomSeed)
  const taken = new Map<number, number>()
  for (const booking of seed.bookings) {
    if (booking.measurement_type !== 'pickup' || now - booking.created_at > 30 * DAY) continue
    const from = addDays(localDateAt(booking.created_at, timeZone), 1)
    const windows = windowsBetween(BENCH_PICKUP_RULES, from, 7, timeZone)
    const window = windows[random.int(0, windows.length - 1)]
    if (!window || (taken.get(window.start) ?? 0) >= SEEDED_PER_WINDOW) continue
    taken.set(window.start, (taken.get(window.start) ?? 0) + 1)
    booking.pickup_start = window.start
    booking.pickup_end = window.end
  }
}

/** Each booking's order-page secret, the same in every run, so the bench can ask for any booking's page. */
export const benchOrderToken = (bookingId: number) =>
  createHash('sha256').update(`bench-order-${bookingId}`).digest('hex')

export function orderTokenRows(seed: BookingSeed): Insertable<Database['order_access_tokens']>[] {
  return seed.bookings.map((booking) => ({
    booking_id: booking.id,
    token: benchOrderToken(booking.id),
    created_at: booking.created_at,
  }))
}

/** One confirmation e-mail per booking, sent a minute after it was made (one in a hundred failed). */
export function outboxRows(seed: BookingSeed, randomSeed = 5): Insertable<Database['mail_outbox']>[] {
  const random = new Random(randomSeed)
  return seed.bookings.map((booking) => {
    const failed = random.chance(0.01)
    const at = booking.created_at + 60_000
    return {
      kind: 'confirmation',
      booking_id: booking.id,
      to_name: booking.customer_name,
      to_email: booking.customer_email,
      subject: `Your knife sharpening booking BO-${String(booking.id).padStart(6, '0')}`,
      text_body: `Hello ${booking.customer_name},\n\nThank you for your booking. We will be in touch.\n`,
      html_body: `<p>Hello ${booking.customer_name},</p><p>Thank you for your booking. We will be in touch.</p>`,
      message_id: `<bench-${booking.id}@knives.example>`,
      status: failed ? 'failed' : 'sent',
      attempts: failed ? 5 : 1,
      next_attempt_at: null,
      last_error: failed ? 'The mail server refused the address' : null,
      sent_at: failed ? null : at,
      created_at: booking.created_at,
      updated_at: at,
    }
  })
}

/** The starts of the windows two to nine days from now, for the bench's new pickup bookings. */
export function upcomingSlotStarts(now: number, timeZone = BENCH_TIMEZONE): string[] {
  return windowsBetween(BENCH_PICKUP_RULES, addDays(localDateAt(now, timeZone), 2), 7, timeZone).map(
    (window) => new Date(window.start).toISOString(),
  )
}
