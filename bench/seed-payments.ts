import type { Insertable } from 'kysely'

import type { PaymentsTable } from '../src/server/db/schema.ts'
import { Random } from './random.ts'
import type { BookingSeed } from './seed-rows.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * The payments of the seed's orders, as the owner would have recorded them (issue 42 point 4), so that Reports'
 * money (collected, tips, outstanding, by method and week) is measured on a business of this size: a paid order
 * paid in full (sometimes in two parts, a third of them with a tip), a completed one part paid or not yet, one in
 * progress sometimes with a deposit; about one payment in thirty voided and made again. The orders picked up (in
 * progress, completed or paid) carry their estimate as the final price.
 */
export function paymentRows(seed: BookingSeed, now: number, randomSeed = 7): Insertable<PaymentsTable>[] {
  const random = new Random(randomSeed)
  const rows: Insertable<PaymentsTable>[] = []
  const pay = (bookingId: number, amount: number, at: number, voided = false) => {
    const receivedAt = Math.min(now, at)
    rows.push({
      booking_id: bookingId,
      amount_cents: amount,
      tip_cents: random.chance(0.3) ? random.int(1, 20) * 100 : 0,
      method: random.weighted({ cash: 40, card: 30, venmo: 15, zelle: 8, check: 5, other: 2 }),
      note: null,
      received_at: receivedAt,
      voided_at: voided ? Math.min(now, receivedAt + random.int(1, 48) * 3_600_000) : null,
      created_at: receivedAt,
    })
  }
  for (const booking of seed.bookings) {
    const price = booking.estimated_price_cents
    const at = booking.created_at + random.int(2, 6) * DAY
    const share =
      booking.status === 'paid'
        ? 1
        : booking.status === 'completed' && random.chance(0.4)
          ? 0.5
          : booking.status === 'in-progress' && random.chance(0.2)
            ? 0.25
            : 0
    const owed = Math.round(price * share)
    if (owed === 0) continue
    if (random.chance(1 / 30)) pay(booking.id, owed, at - DAY, true)
    if (owed > 1000 && random.chance(0.2)) {
      const first = Math.round(owed / 2)
      pay(booking.id, first, at - DAY)
      pay(booking.id, owed - first, at)
    } else pay(booking.id, owed, at)
  }
  return rows
}
