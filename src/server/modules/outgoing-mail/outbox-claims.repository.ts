import { sql, type CompiledQuery, type Transaction } from 'kysely'

import { MAIL_KIND_NAMES, MailKind } from '../../../shared/outbox.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import type { Database, NewBookingEventRow } from '../../db/schema.ts'
import { insertBookingEvents } from '../booking-records/index.ts'
import { markOrderMailFailed } from './order-mail-marker.ts'
import { inTransaction, type OutboxRow } from './outbox.repository.ts'
import { MAX_MAIL_ATTEMPTS, nextRetryDelayMs } from './retry-ladder.ts'

interface ClaimOptions {
  now: number
  /** How long the claim lasts: a process that dies while sending leaves the message to others after this. */
  leaseMs: number
  limit: number
  /** Only this message (the admin's "send now"). */
  id?: number
}

/** The messages the sender still has to send, written out so that both databases match mail_outbox_due_idx. */
const WAITING = sql<boolean>`status in ('queued', 'sending')`

/**
 * SQLite reads the due messages through mail_outbox_due_idx by name. Knowing nothing of how the statuses spread
 * (no ANALYZE), its planner takes mail_outbox_status_idx for the status instead and reads and sorts every waiting
 * message: 14 ms a round on the sender's one thread at a million messages with 4,000 waiting, against 0.04 ms for
 * the first few in the due index (27be11a:bench/RESULTS-notes.md, seventeenth pass). PostgreSQL's statistics
 * choose it.
 */
const WAITING_BY_DUE_TIME = sql`mail_outbox indexed by mail_outbox_due_idx`

/**
 * The ids of the due messages (queued ones whose time has come, and sending ones whose claim has lapsed), the
 * longest waiting first; or of the one message asked for, if it is due.
 */
function dueMailQuery(db: Db, { now, limit, id }: Omit<ClaimOptions, 'leaseMs'>) {
  if (id === undefined && databaseKind(db) === 'sqlite')
    return sql<number>`(select id from ${WAITING_BY_DUE_TIME}
      where ${WAITING} and next_attempt_at <= ${now} order by next_attempt_at limit ${limit})`
  return db
    .selectFrom('mail_outbox')
    .select('id')
    .where(WAITING)
    .where('next_attempt_at', '<=', now)
    .$if(id !== undefined, (query) => query.where('id', '=', id!))
    .orderBy('next_attempt_at')
    .limit(limit)
    .$if(databaseKind(db) === 'postgres', (query) => query.forUpdate().skipLocked())
}

/**
 * Takes due messages for sending (dueMailQuery). Each is marked `sending` with its attempt counted, in one
 * statement. On PostgreSQL the rows are picked with `for update skip locked`, so several instances never take the
 * same message; SQLite has one writer.
 */
export async function claimDueMail(db: Db, options: ClaimOptions): Promise<OutboxRow[]> {
  return claimDueMailQuery(db, options).execute()
}

export function claimDueMailQuery(db: Db, options: ClaimOptions) {
  const { now, leaseMs } = options
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: now + leaseMs,
      updated_at: now,
    }))
    .where('id', 'in', dueMailQuery(db, options))
    .returningAll()
}

/** The earliest time in mail_outbox_due_idx (as dueMailQuery reads it). */
export function nextDueQuery(db: Db): CompiledQuery<{ due: number | null }> {
  if (databaseKind(db) === 'sqlite')
    return sql<{ due: number | null }>`select min(next_attempt_at) as due
      from ${WAITING_BY_DUE_TIME} where ${WAITING}`.compile(db)
  return db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min<number | null>('next_attempt_at').as('due'))
    .where(WAITING)
    .compile()
}

/** When the next message falls due (a queued one's next try, or a claim's lapse); undefined: none waits. */
export async function nextDueAt(db: Db): Promise<number | undefined> {
  const [row] = (await db.executeQuery(nextDueQuery(db))).rows
  return row?.due === null || row?.due === undefined ? undefined : Number(row.due)
}

/** Only the claim that sent it may settle a message: a lapsed claim's late answer changes nothing. */
const ownClaim = (claimed: OutboxRow) =>
  sql<boolean>`id = ${claimed.id} and status = 'sending' and attempts = ${claimed.attempts}`

/**
 * The messages left: each `sent`, with an `email_sent` entry in its order's history, all in one transaction (the
 * sender records each message once accepted, together those accepted while the last record was written). A message whose claim lapsed meanwhile is left as it is.
 */
export async function recordMailSent(db: Db, claimed: readonly OutboxRow[], now: number): Promise<void> {
  if (claimed.length === 0) return
  await db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: now, next_attempt_at: null, last_error: null, updated_at: now })
      .where((eb) => eb.or(claimed.map(ownClaim)))
      .returning('id')
      .execute()
    const settledIds = new Set(settled.map((row) => row.id))
    const events = claimed.flatMap((message): NewBookingEventRow[] =>
      message.booking_id !== null && settledIds.has(message.id)
        ? [
            {
              booking_id: message.booking_id,
              at: now,
              kind: 'email_sent',
              from_status: null,
              to_status: null,
              notes: `${historyLabel(message.kind)} to ${message.to_email}`,
            },
          ]
        : [],
    )
    await insertBookingEvents(trx, events)
  })
}

const historyLabel = (kind: string) => {
  const known = MailKind.safeParse(kind).data
  return known ? MAIL_KIND_NAMES[known] : 'E-mail'
}

interface AttemptFailure {
  /** Written with a message that fails for good, in the same transaction (the owner's "Needs attention"). */
  onGiveUp?: (trx: Transaction<Database>, message: OutboxRow, reason: string) => Promise<void>
  reason: string
  /** Retrying cannot help (a 5xx refusal): failed at once. */
  permanent: boolean
  now: number
  retryBaseSeconds: number
}

/**
 * A failed attempt: queued again for the next step of the ladder, or `failed` when no step is left, and then, in
 * the same transaction, what `onGiveUp` writes.
 */
export async function recordMailFailure(db: Db, claimed: OutboxRow, failure: AttemptFailure): Promise<void> {
  const delay = failure.permanent ? undefined : nextRetryDelayMs(claimed.attempts, failure.retryBaseSeconds)
  const giveUp = delay === undefined || claimed.attempts >= MAX_MAIL_ATTEMPTS
  await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('mail_outbox')
      .set({
        status: giveUp ? 'failed' : 'queued',
        next_attempt_at: giveUp ? null : failure.now + delay,
        last_error: failure.reason,
        updated_at: failure.now,
      })
      .where(ownClaim(claimed))
      .executeTakeFirst()
    // Only the sender that still held the claim records the failure: a lapsed claim is another's to record.
    if (!giveUp || Number(updated.numUpdatedRows) !== 1) return
    await markOrderMailFailed(trx, claimed)
    await failure.onGiveUp?.(trx, claimed, failure.reason)
  })
}
