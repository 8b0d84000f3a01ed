import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'

import type { Booking } from '../../../shared/booking.schema.ts'
import type { BookingRow, Database } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { insertBookingNote, lockExistingBooking, toBooking } from '../booking-records/index.ts'
import { businessTimeZone, readBusinessSettings } from '../business/index.ts'
import { queueBookingEmail } from '../outgoing-mail/index.ts'
import { placeForMove } from './pickup-capacity.ts'
import { loadPickupSettings } from './pickup-settings.repository.ts'
import { formatWindow } from './pickup-window-text.ts'
import { withdrawOutdatedReminder } from './reminder-withdrawal.ts'

export const CANCELLED_NO_RETURN = 'A cancelled order cannot be given a return time. Change its status first.'

/**
 * Writes the return window a path has taken a place in (its lock row held to the capacity that path chose), with
 * the event the owner reads in the order's history; an outdated return reminder is withdrawn. The place itself is
 * counted by migration 0033's trigger in this very update, where the capacity check refuses the one too many.
 */
export async function writeReturnWindow(
  trx: Transaction<Database>,
  current: BookingRow,
  window: { start: number; end: number },
  { now, note }: { now: number; note: string },
): Promise<BookingRow> {
  const row = await trx
    .updateTable('bookings')
    .set({ return_start: window.start, return_end: window.end, updated_at: now })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await withdrawOutdatedReminder(trx, current, row)
  await insertBookingNote(trx, { booking_id: current.id, at: now, kind: 'edited', notes: note })
  return row
}

/** "Return set to …" or "Return moved to …", as the order's history says it. */
export const returnNote = (current: Pick<BookingRow, 'return_start'>, windowText: string, by = '') =>
  `${current.return_start === null ? 'Return time set' : 'Return moved'}${by} to ${windowText}`

/**
 * The owner sets or moves an order's return time (PUT /api/bookings/{id}/return): any window the weekly rules
 * have, a closed one too, a full one only with `allowOverCapacity` (409 SLOT_FULL otherwise), as for moving a
 * pickup; a passed window is refused, and so is a cancelled order. The customer is told by e-mail in the same
 * transaction. Call app.mailSender.wake() after the commit.
 */
export async function setReturnByOwner(
  app: FastifyInstance,
  trx: Transaction<Database>,
  id: number,
  {
    returnSlotStart,
    allowOverCapacity,
    now,
  }: { returnSlotStart: string; allowOverCapacity: boolean; now: number },
): Promise<Booking> {
  const current = await lockExistingBooking(trx, id)
  if (current.status === 'cancelled') throw conflict(CANCELLED_NO_RETURN)
  const timeZone = await businessTimeZone(app, trx)
  // The return's window stands where placeForMove reads a pickup's: it gives its old place back the same way.
  const { window } = await placeForMove(
    trx,
    { id: current.id, pickup_start: current.return_start, status: current.status },
    returnSlotStart,
    { timeZone, now, allowOverCapacity, kind: 'return' },
  )
  const note = returnNote(current, formatWindow(window.start, window.end, timeZone))
  const booking = toBooking(await writeReturnWindow(trx, current, window, { now, note }))
  if (booking.customerEmail) {
    const business = await readBusinessSettings(trx)
    await queueBookingEmail(trx, 'return_time', booking, business, now, app.config.publicUrl)
  }
  return booking
}

/**
 * When an order becomes completed, the customer is asked to choose a return time on the order page (issue 42
 * point 2), by an e-mail queued with the change: only when the business has pickup windows to choose from and the
 * order has no return time yet. The owner's note on the change goes with it. Answers the outbox id, if queued.
 */
export async function queueReturnRequestOnCompletion(
  app: FastifyInstance,
  trx: Transaction<Database>,
  change: { from: BookingRow['status']; booking: Booking; now: number; note?: string | null },
): Promise<number | undefined> {
  const { from, booking, now, note } = change
  const completed = booking.status === 'completed' && from !== 'completed'
  if (!completed || booking.returnStart !== null || !booking.customerEmail) return undefined
  if ((await loadPickupSettings(trx)).windows.length === 0) return undefined
  const business = await readBusinessSettings(trx)
  return queueBookingEmail(trx, 'return_request', booking, business, now, app.config.publicUrl, note)
}
