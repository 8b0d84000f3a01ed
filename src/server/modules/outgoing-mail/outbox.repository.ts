import { randomUUID } from 'node:crypto'

import type { Insertable, Selectable, Transaction } from 'kysely'

import type { MailKind } from '../../../shared/outbox.schema.ts'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { Database, MailOutboxTable } from '../../db/schema.ts'
import type { ComposedEmail } from './email-parts.ts'

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

/** Runs `work` in `db` when it is a transaction already, else in a transaction of its own. */
export const inTransaction = <T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)
