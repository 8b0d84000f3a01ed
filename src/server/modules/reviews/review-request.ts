import type { Booking } from '../../../shared/booking.schema.ts'
import { reviewPageUrl, unsubscribeUrl } from '../../../shared/order-link.ts'
import type { Db } from '../../db/database.ts'
import { readBusinessSettings, readReminderSettings } from '../business/index.ts'
import { findOrderToken } from '../booking-records/index.ts'
import { composeReviewRequestEmail, enqueueMail } from '../outgoing-mail/index.ts'
import { unsubscribeTokenFor } from '../rebook-reminders/index.ts'

export interface PaidChange {
  /** The status before the change. */
  from: string
  /** The order as the change left it. */
  booking: Booking
  now: number
}

/**
 * When an order becomes paid (the owner's status change or edit, or a payment that settles the balance), its
 * customer is asked to rate it (issue 43 point 5): an e-mail of kind `review_request`, queued in the caller's
 * transaction, with the order's review link and the one-click unsubscribe headers of the reminders. Only when
 * Settings → Reminders has review requests on and the customer has not unsubscribed (whether they asked for the
 * sharpening-due reminders does not matter: that consent is for reminders); once per order (review_requests'
 * key), and never for an order already rated. Answers the outbox id.
 */
export async function queueReviewRequestOnPaid(
  trx: Db,
  siteOrigin: string,
  { from, booking, now }: PaidChange,
): Promise<number | undefined> {
  if (booking.status !== 'paid' || from === 'paid' || !booking.customerEmail) return undefined
  if (!(await readReminderSettings(trx)).reviewRequests) return undefined
  const customer = await trx
    .selectFrom('bookings as b')
    .innerJoin('customers as c', 'c.id', 'b.customer_id')
    .leftJoin('reviews as r', 'r.booking_id', 'b.id')
    .select(['c.id', 'c.unsubscribed_at', 'r.id as review_id'])
    .where('b.id', '=', booking.id)
    .executeTakeFirst()
  if (!customer || customer.unsubscribed_at !== null || customer.review_id !== null) return undefined
  const orderToken = await findOrderToken(trx, booking.id)
  if (orderToken === undefined) return undefined
  const first = await trx
    .insertInto('review_requests')
    .values({ booking_id: booking.id, queued_at: now })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .returning('booking_id')
    .executeTakeFirst()
  if (!first) return undefined
  const business = await readBusinessSettings(trx)
  const unsubscribe = unsubscribeUrl(siteOrigin, await unsubscribeTokenFor(trx, customer.id))
  return enqueueMail(trx, {
    kind: 'review_request',
    bookingId: booking.id,
    to: { name: booking.customerName, address: booking.customerEmail },
    composed: composeReviewRequestEmail(booking, business, {
      review: reviewPageUrl(siteOrigin, orderToken),
      unsubscribe,
    }),
    businessEmail: business.email,
    now,
    listUnsubscribe: unsubscribe,
  })
}
