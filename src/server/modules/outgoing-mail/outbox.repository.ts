import { randomUUID } from 'node:crypto'

import { sql, type CompiledQuery, type Insertable, type Selectable, type Transaction } from 'kysely'

import {
  MAIL_KIND_NAMES,
  MailKind,
  MailStatus,
  type OutboxList,
  type OutboxListQuery,
  type OutboxMessage,
} from '../../../shared/outbox.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { Database, MailOutboxTable, NewBookingEventRow } from '../../db/schema.ts'
import { insertBookingEvents } from '../booking-records/index.ts'
import { searchCountCap, totalUpTo } from '../../lib/search-count.ts'
import type { ComposedEmail } from './email-parts.ts'
import { clearOrderMailFailed, markOrderMailFailed } from './order-mail-marker.ts'
import { MAX_MAIL_ATTEMPTS, nextRetryDelayMs } from './retry-ladder.ts'

export type OutboxRow = Selectable<MailOutboxTable>

export interface MailToQueue {
  kind: MailKind
  bookingId: number | null
  to: { name: string; address: string }
  /** The finished message from one of the composers in modules/outgoing-mail: the outbox renders nothing itself. */
  composed: ComposedEmail
  /** The business's e-mail address (Settings): the Message-ID is in its domain. */
  businessEmail: string
  now: number
  /** A reminder's or review request's one-click unsubscribe link (RFC 8058); transactional mail has none. */
  listUnsubscribe?: string
  /** A reply's: the Message-ID (`<...>`) of the e-mail it answers, sent as its In-Reply-To and References. */
  inReplyTo?: string
}

/**
 * A Message-ID of our own, fixed when queued, so every attempt of one message carries the same one; in the
 * business's domain, as its From and Reply-To are, never the machine's name (which says nothing to a recipient and
 * tells everyone the server's host name).
 */
const newMessageId = (businessEmail: string) =>
  `<${randomUUID()}@${businessEmail.slice(businessEmail.lastIndexOf('@') + 1).toLowerCase()}>`

/**
 * Queues a message for the sender. Call it with the transaction of the change that causes the message, so the
 * two are committed together or not at all; after the commit, `app.mailSender.wake()` sends it at once.
 */
export async function enqueueMail(db: Db, mail: MailToQueue): Promise<number> {
  const [queued] = await runOutboxInsert(db, outboxRow(mail))
  return queued!.id
}

/** The kinds of message that carry files: only their sending reads mail_attachments. */
export const KINDS_WITH_ATTACHMENTS: ReadonlySet<string> = new Set(['invoice'])

/** Stores a file with a queued message, in the transaction that queued it. */
export async function attachToMail(
  db: Db,
  outboxId: number,
  file: { filename: string; contentType: string; content: Buffer },
): Promise<void> {
  await db
    .insertInto('mail_attachments')
    .values({
      outbox_id: outboxId,
      file_name: file.filename,
      content_type: file.contentType,
      content: file.content,
    })
    .execute()
}

/** The files a message carries, in the order they were attached. */
export async function mailAttachments(db: Db, outboxId: number) {
  const rows = await db
    .selectFrom('mail_attachments')
    .select(['file_name', 'content_type', 'content'])
    .where('outbox_id', '=', outboxId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    filename: row.file_name,
    contentType: row.content_type,
    content: Buffer.from(row.content),
  }))
}

/** The outbox row that queues a message. */
export function outboxRow(mail: MailToQueue): Insertable<MailOutboxTable> {
  return {
    kind: mail.kind,
    booking_id: mail.bookingId,
    to_name: mail.to.name,
    to_email: mail.to.address,
    subject: mail.composed.subject,
    text_body: mail.composed.text,
    html_body: mail.composed.html,
    message_id: newMessageId(mail.businessEmail),
    status: 'queued',
    next_attempt_at: mail.now,
    created_at: mail.now,
    updated_at: mail.now,
    ...(mail.listUnsubscribe ? { list_unsubscribe: mail.listUnsubscribe } : {}),
    ...(mail.inReplyTo ? { in_reply_to: mail.inReplyTo } : {}),
  }
}

/** enqueueMail's statement, built, not run: a new booking writes its confirmation within its own on PostgreSQL. */
export const outboxInsert = (db: Db, row: Insertable<MailOutboxTable>) =>
  db.insertInto('mail_outbox').values(row).returning('id')

/** Built once (prepared-statement.ts): every booking queues its confirmation. */
const runOutboxInsert = preparedStatement(outboxInsert)

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

const inTransaction = <T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)

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
