import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * "Needs attention" (issue 41 point 2): what the owner must look at, written in the transaction of the event that
 * causes it. `cause` names the event's source (e.g. `customer_cancelled:27`, `mail_failed:310`); the partial unique
 * index lets at most one item per cause be open, so a request replayed or two at once record it once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'
  await db.schema
    .createTable('attention_items')
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('done_at', instant)
    .execute()
  await db.schema
    .createIndex('attention_items_open_cause')
    .on('attention_items')
    .column('cause')
    .unique()
    .where(sql.ref('done_at'), 'is', null)
    .execute()
  // The open list, newest first, and the done list, most recently done first.
  await db.schema
    .createIndex('attention_items_open_idx')
    .on('attention_items')
    .columns(['at', 'id'])
    .where(sql.ref('done_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('attention_items_done_idx')
    .on('attention_items')
    .columns(['done_at', 'id'])
    .execute()
  await db.schema
    .createIndex('attention_items_booking_idx')
    .on('attention_items')
    .column('booking_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attention_items').execute()
}
