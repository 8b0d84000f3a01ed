import type { Insertable, Transaction } from 'kysely'

import type { EmailReply } from '../../../shared/email-reply.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import type { Database, EmailRepliesTable } from '../../db/schema.ts'
import { type OutboxRow, toOutboxMessage } from '../outgoing-mail/index.ts'

/**
 * What a reply reads of the message it answers beyond its summary: its Message-ID and its text. PostgreSQL locks
 * the row until the reply is written, so a delete at the same moment waits and then takes the reply with it.
 */
export async function lockMessageToAnswer(trx: Transaction<Database>, emailId: number) {
  return trx
    .selectFrom('emails')
    .select(['message_id', 'text_content'])
    .where('id', '=', emailId)
    .$if(databaseKind(trx) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst()
}

export async function insertEmailReply(db: Db, reply: Insertable<EmailRepliesTable>): Promise<number> {
  const row = await db.insertInto('email_replies').values(reply).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** The replies, each with the outbox message carrying it, through email_replies_email_idx. */
function selectReplies(db: Db) {
  return db
    .selectFrom('email_replies')
    .innerJoin('mail_outbox', 'mail_outbox.id', 'email_replies.outbox_id')
    .selectAll('mail_outbox')
    .select([
      'email_replies.id as reply_id',
      'email_replies.email_id as reply_email_id',
      'email_replies.body as reply_body',
      'email_replies.created_at as reply_created_at',
    ])
}

type ReplyRow = OutboxRow & {
  reply_id: number
  reply_email_id: number
  reply_body: string
  reply_created_at: number
}

const toEmailReply = (row: ReplyRow): EmailReply => ({
  id: row.reply_id,
  emailId: row.reply_email_id,
  body: row.reply_body,
  createdAt: new Date(Number(row.reply_created_at)).toISOString(),
  mail: toOutboxMessage(row),
})

/** The replies to one message, oldest first. */
export async function listEmailReplies(db: Db, emailId: number): Promise<EmailReply[]> {
  const rows = await selectReplies(db)
    .where('email_replies.email_id', '=', emailId)
    .orderBy('email_replies.id')
    .execute()
  return rows.map(toEmailReply)
}

export async function findEmailReply(db: Db, id: number): Promise<EmailReply | undefined> {
  const row = await selectReplies(db).where('email_replies.id', '=', id).executeTakeFirst()
  return row && toEmailReply(row)
}
