import type { FastifyInstance } from 'fastify'

import type { Db } from '../../db/database.ts'
import { queueBookingEmail } from '../outgoing-mail/index.ts'
import { findBookingById } from '../booking-records/index.ts'
import { readBusinessSettings } from '../business/index.ts'

/**
 * Queues "Your pickup time has changed" (kind pickup_moved) in the transaction that moved the booking, composed
 * from the booking as it now stands; none for a booking without an e-mail address. Call app.mailSender.wake()
 * after the commit. Answers the outbox id.
 */
export async function queueMovedPickupEmail(
  app: FastifyInstance,
  trx: Db,
  bookingId: number,
  now: number,
): Promise<number | undefined> {
  const booking = await findBookingById(trx, bookingId)
  if (!booking?.customerEmail || !booking.pickupStart) return undefined
  const business = await readBusinessSettings(trx)
  return queueBookingEmail(trx, 'pickup_moved', booking, business, now, app.config.publicUrl)
}
