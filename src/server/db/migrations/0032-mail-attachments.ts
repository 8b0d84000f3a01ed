import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Files a queued message carries (issue 42 point 3: the invoice's PDF), stored with it in the same transaction, so
 * every attempt sends the same bytes; deleted with the message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('mail_attachments_outbox_idx')
    .on('mail_attachments')
    .column('outbox_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_attachments').execute()
}
