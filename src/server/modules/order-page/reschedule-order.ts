import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { customerRescheduled, tellOwner } from '../attention/index.ts'
import { insertBookingNote, lockBooking } from '../booking-records/index.ts'
import { formatWindow, queueMovedPickupEmail, withdrawOutdatedReminder } from '../pickup/index.ts'
import { takeCustomerChosenPlace } from './customer-window-choice.ts'
import { orderNotFound } from './public-order.ts'

/** The note of the event a customer's own reschedule writes; the owner reads it in the order's history. */
export const customerMovedNote = (window: string) =>
  `Pickup moved by the customer on their order page to ${window}`

/**
 * The customer moves their pickup to another free window, in one transaction: the booking is locked, the new
 * window checked and a place taken in it as a new booking would (its capacity, closures, lead time and horizon),
 * the old place freed by the move itself (both windows locked first, in order), the event recorded for the owner
 * and "Your pickup time has changed" queued. Allowed while the order is pending and its current pickup is further
 * away than the lead time. A request for the time the order already has (a replay) is a 409 that changes nothing,
 * so of many identical requests at once exactly one moves the pickup. Call app.mailSender.wake() after the commit.
 */
export async function rescheduleOrder(
  app: FastifyInstance,
  trx: Transaction<Database>,
  bookingId: number,
  slotStart: string,
  now: number,
): Promise<void> {
  const current = await lockBooking(trx, bookingId)
  if (!current) throw orderNotFound()
  if (current.status !== 'pending') {
    throw conflict(
      'This order can no longer be rescheduled here: we have already picked up your knives or the order is closed. Please write to us below instead.',
    )
  }
  if (current.pickup_start === null) {
    throw conflict('This order has no pickup time to change. Please write to us below instead.')
  }
  // A replay of a move already made, or the time the order has: nothing to record or e-mail.
  const { place, timeZone } = await takeCustomerChosenPlace(app, trx, slotStart, now, {
    start: current.pickup_start,
    noun: 'pickup',
  })
  await trx
    .updateTable('bookings')
    .set({ pickup_start: place.pickup_start, pickup_end: place.pickup_end, updated_at: now })
    .where('id', '=', bookingId)
    .execute()
  await withdrawOutdatedReminder(trx, current, { ...current, pickup_start: place.pickup_start })
  const window = formatWindow(place.pickup_start!, place.pickup_end!, timeZone)
  await insertBookingNote(trx, {
    booking_id: bookingId,
    at: now,
    kind: 'edited',
    notes: customerMovedNote(window),
  })
  await tellOwner(
    trx,
    customerRescheduled({ id: bookingId, customerName: current.customer_name }, window, now),
  )
  await queueMovedPickupEmail(app, trx, bookingId, now)
}
