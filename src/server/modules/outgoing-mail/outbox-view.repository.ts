import {
  MailKind,
  MailStatus,
  type OutboxList,
  type OutboxListQuery,
  type OutboxMessage,
} from '../../../shared/outbox.schema.ts'
import type { Db } from '../../db/database.ts'
import { searchCountCap, totalUpTo } from '../../lib/search-count.ts'
import { clearOrderMailFailed } from './order-mail-marker.ts'
import { inTransaction, type OutboxRow } from './outbox.repository.ts'

export type RetryOutcome = OutboxMessage | 'not_found' | 'not_retryable'

/**
 * The admin's Retry: a failed or queued message is due now (one more attempt for a failed one), and its order's
 * marker goes with it; should this attempt fail too, the sender marks the order again.
 */
export async function retryOutboxMessage(db: Db, id: number, now: number): Promise<RetryOutcome> {
  const row = await inTransaction(db, async (trx) => {
    const retried = await trx
      .updateTable('mail_outbox')
      .set({ status: 'queued', next_attempt_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'queued'])
      .returningAll()
      .executeTakeFirst()
    if (retried) await clearOrderMailFailed(trx, retried)
    return retried
  })
  if (row) return toOutboxMessage(row)
  const exists = await findOutboxMessage(db, id)
  return exists ? 'not_retryable' : 'not_found'
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toOutboxMessage(row)
}

/** The owner's view of the outbox, newest first, filtered by state, order or customer. */
export async function listOutbox(db: Db, query: OutboxListQuery): Promise<OutboxList> {
  const filtered = db
    .selectFrom('mail_outbox')
    .$if(query.status !== undefined, (q) => q.where('mail_outbox.status', '=', query.status!))
    .$if(query.bookingId !== undefined, (q) => q.where('mail_outbox.booking_id', '=', query.bookingId!))
    .$if(query.customerId !== undefined, (q) =>
      q.where('mail_outbox.booking_id', 'in', (eb) =>
        eb.selectFrom('bookings').select('bookings.id').where('bookings.customer_id', '=', query.customerId!),
      ),
    )
  const offset = (query.page - 1) * query.limit
  const rows = await filtered
    .selectAll('mail_outbox')
    .orderBy('mail_outbox.id', 'desc')
    .limit(query.limit)
    .offset(offset)
    .execute()
  const messages = rows.map(toOutboxMessage)
  // A page short of full is the last one, so it tells the total without counting (an empty page past the end
  // does not).
  if (rows.length < query.limit && (rows.length > 0 || offset === 0)) {
    return { messages, total: offset + rows.length }
  }
  // Counted no further than a few pages ahead, as the order search counts: the outbox grows by a message a
  // booking, and a count of all of it on every page grew with it. Counters kept by triggers would make every
  // booking and every send wait on the same counter row. One order's messages are few (mail_outbox_booking_idx):
  // counted to the end.
  const cap = query.bookingId === undefined ? searchCountCap(query) : undefined
  const counted = await db
    .selectFrom(
      filtered
        .select('mail_outbox.id')
        .$if(cap !== undefined, (q) => q.limit(cap! + 1))
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('found'))
    .executeTakeFirstOrThrow()
  const found = Number(counted.found)
  return { messages, ...(cap === undefined ? { total: found } : totalUpTo(found, cap)) }
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const status = MailStatus.parse(row.status)
  return {
    id: row.id,
    kind: MailKind.catch('confirmation').parse(row.kind),
    bookingId: row.booking_id,
    to: row.to_email,
    subject: row.subject,
    status,
    attempts: row.attempts,
    nextAttemptAt: status === 'queued' || status === 'sending' ? isoOrNull(row.next_attempt_at) : null,
    lastError: row.last_error,
    sentAt: isoOrNull(row.sent_at),
    createdAt: new Date(row.created_at).toISOString(),
  }
}
