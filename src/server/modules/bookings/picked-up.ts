import type { Transaction } from 'kysely'

import type { Booking } from '../../../shared/booking.schema.ts'
import { formatCents, formatKnives } from '../../../shared/format.ts'
import type { PickedUpInput } from '../../../shared/picked-up.schema.ts'
import { countBlades, estimateBookingPriceCents } from '../../../shared/pricing.ts'
import type { Database } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { withdrawOutdatedReminder } from '../pickup/index.ts'
import {
  bookingPriceList,
  insertBookingEvent,
  lockExistingBooking,
  toBooking,
} from '../booking-records/index.ts'

export const CANCELLED_NOT_PICKED_UP = 'A cancelled order cannot be picked up. Change its status first.'

/**
 * The owner collected the knives and measured them (issue 42 point 1): the counts replace the booking's, its price
 * follows from them with the unit prices it was made with (never today's list), and it moves to in-progress with
 * a status event that says what was measured. Marking it again corrects the measurement; the first pickup's
 * instant stays.
 */
export async function markPickedUp(
  trx: Transaction<Database>,
  id: number,
  measured: PickedUpInput,
  now: number,
): Promise<Booking> {
  const current = await lockExistingBooking(trx, id)
  if (current.status === 'cancelled') throw conflict(CANCELLED_NOT_PICKED_UP)
  const priceCents = estimateBookingPriceCents(
    { ...measured, measurementType: 'self' },
    bookingPriceList(current),
  )
  const row = await trx
    .updateTable('bookings')
    .set({
      blades_over_9_inches: measured.bladesOver9Inches,
      blades_7_to_9_inches: measured.blades7To9Inches,
      blades_4_to_6_inches: measured.blades4To6Inches,
      blades_under_4_inches: measured.bladesUnder4Inches,
      nick_repair_quantity: measured.nickRepairQuantity,
      strapping_quantity: measured.strappingQuantity,
      estimated_price_cents: priceCents,
      final_price_cents: priceCents,
      picked_up_at: current.picked_up_at ?? now,
      status: 'in-progress',
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await withdrawOutdatedReminder(trx, current, row)
  const knives = countBlades(measured)
  const summary = `Picked up: ${formatKnives(knives)} measured, final price ${formatCents(priceCents)}.`
  await insertBookingEvent(trx, {
    booking_id: id,
    at: now,
    kind: 'status',
    from_status: current.status,
    to_status: 'in-progress',
    notes: measured.notes ? `${summary}\n${measured.notes}` : summary,
  })
  return toBooking(row)
}
