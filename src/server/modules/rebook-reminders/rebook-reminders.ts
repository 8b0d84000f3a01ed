import { REVENUE_STATUSES } from '../../../shared/booking-status.ts'
import { bookAgainUrl, unsubscribeUrl } from '../../../shared/order-link.ts'
import type { ReminderSettings } from '../../../shared/settings.schema.ts'
import type { Db } from '../../db/database.ts'
import { findOrderToken, lockBooking, toBooking } from '../booking-records/index.ts'
import { type Business, composeRebookReminderEmail, enqueueMail } from '../outgoing-mail/index.ts'
import { unsubscribeTokenFor } from './unsubscribe.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A round queues at most this many; the rest wait for the next round (a burst after the delay is shortened). */
const ROUND_LIMIT = 500

export interface RebookRound {
  now: number
  business: Business
  settings: ReminderSettings
  /** PUBLIC_URL, for the "Book again" and unsubscribe links. */
  siteOrigin: string
}

/**
 * The orders due a "sharpening due" reminder: the customer asked for reminders and has not unsubscribed since; the
 * order is completed or paid and at least `rebookAfterDays` old; the customer has booked nothing since (a cancelled
 * booking does not count); and no reminder was queued for it yet. `bookingId`: only that order, read again in the
 * transaction that queues it.
 */
function dueOrdersQuery(db: Db, cutoff: number, bookingId?: number) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('customers as c', 'c.id', 'b.customer_id')
    .select(['b.id', 'c.email', 'c.name'])
    .where('c.reminders_opt_in', '=', 1)
    .where('c.unsubscribed_at', 'is', null)
    .where('b.status', 'in', REVENUE_STATUSES)
    .where('b.created_at', '<=', cutoff)
    .$if(bookingId !== undefined, (query) => query.where('b.id', '=', bookingId!))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bookings as n')
            .select('n.id')
            .whereRef('n.customer_id', '=', 'b.customer_id')
            .where('n.status', '!=', 'cancelled')
            .where((n) =>
              n.or([
                n('n.created_at', '>', n.ref('b.created_at')),
                n.and([n('n.created_at', '=', n.ref('b.created_at')), n('n.id', '>', n.ref('b.id'))]),
              ]),
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rebook_reminders as r').select('r.booking_id').whereRef('r.booking_id', '=', 'b.id'),
        ),
      ),
    )
}

/**
 * One round of "sharpening due" reminders (issue 43 point 2). Each due order gets one e-mail (outbox kind
 * `rebook_reminder`) in the transaction that writes its rebook_reminders row: that row's key is the order, so two
 * processes running the round at once queue it once (the second waits for the first's commit, then writes nothing),
 * and no order is reminded twice. Answers how many were queued.
 */
export async function queueRebookReminders(db: Db, round: RebookRound): Promise<number> {
  const cutoff = round.now - round.settings.rebookAfterDays * DAY_MS
  const due = await dueOrdersQuery(db, cutoff).orderBy('b.id').limit(ROUND_LIMIT).execute()
  let queued = 0
  for (const { id } of due) {
    const sent = await db.transaction().execute(async (trx) => {
      // As the order and its customer stand now: opted out, rebooked or reminded since it was listed, it is left.
      const row = await lockBooking(trx, id)
      const still = row && (await dueOrdersQuery(trx, cutoff, id).executeTakeFirst())
      if (!row || !still) return false
      const key = await trx
        .insertInto('rebook_reminders')
        .values({ booking_id: id, customer_id: row.customer_id, queued_at: round.now })
        .onConflict((conflict) => conflict.column('booking_id').doNothing())
        .returning('booking_id')
        .executeTakeFirst()
      if (!key) return false
      const orderToken = await findOrderToken(trx, id)
      const unsubscribe = unsubscribeUrl(round.siteOrigin, await unsubscribeTokenFor(trx, row.customer_id))
      const bookAgain = orderToken
        ? bookAgainUrl(round.siteOrigin, orderToken)
        : new URL('/measurement-selection', round.siteOrigin).href
      await enqueueMail(trx, {
        kind: 'rebook_reminder',
        bookingId: id,
        to: { name: still.name, address: still.email },
        composed: composeRebookReminderEmail(toBooking(row), round.business, { bookAgain, unsubscribe }),
        businessEmail: round.business.email,
        now: round.now,
        listUnsubscribe: unsubscribe,
      })
      return true
    })
    if (sent) queued += 1
  }
  return queued
}
