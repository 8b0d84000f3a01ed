import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The durable mail outbox (issue 12). A message is stored whole (subject and both bodies) when its cause is
 * committed, so a restart or a later change to the booking never alters what is sent. `next_attempt_at` is when
 * a sender may take the row: a queued message's next try, or the end of a sending claim (a dead process's claim
 * lapses there). The partial index holds only the rows a sender looks for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'
  await db.schema
    .createTable('mail_outbox')
    .ifNotExists()
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('to_name', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()
  await sql`create index if not exists mail_outbox_due_idx on mail_outbox (next_attempt_at)
    where status in ('queued', 'sending')`.execute(db)
  await sql`create index if not exists mail_outbox_booking_idx on mail_outbox (booking_id, id)`.execute(db)
  await sql`create index if not exists mail_outbox_status_idx on mail_outbox (status, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute()
}
