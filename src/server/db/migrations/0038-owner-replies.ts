import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Replies from the app (issue 41 point 4):
 * - `email_replies`: each reply the owner wrote to a message in the inbox, as they wrote it, with the outbox
 *   message that carries it (whose state the thread shows); deleted with the message it answers;
 * - `mail_outbox.in_reply_to`: the Message-ID of the e-mail a queued reply answers, sent as its In-Reply-To and
 *   References so the customer's mail program threads it; null for every other message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  await db.schema.alterTable('mail_outbox').addColumn('in_reply_to', 'text').execute()
  await db.schema
    .createTable('email_replies')
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('email_id', 'integer', (c) => c.notNull().references('emails.id').onDelete('cascade'))
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('mail_outbox.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', postgres ? 'bigint' : 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('email_replies_email_idx')
    .on('email_replies')
    .columns(['email_id', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_replies').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('in_reply_to').execute()
}
