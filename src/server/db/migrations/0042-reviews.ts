import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Reviews (issue 43 points 5 and 6):
 * - `reviews`: one per order (the unique booking_id refuses a second, whatever the timing), 1 to 5 stars, a comment,
 *   the customer's consent to publish it (0/1) and the owner's moderation (`pending`, `approved`, `hidden`). The
 *   status indexes serve the admin's lists; (status, publish, rating) lets the averages read the index alone.
 * - `review_requests`: one row per order a review request was queued for, written with the message, so an order
 *   that becomes paid twice (a voided payment, then paid again) is asked once.
 * - a partial index on the sent "sharpening due" reminders, for Reports (reminders sent, bookings that followed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().unique().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('publish', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('moderated_at', instant)
    .execute()
  await db.schema
    .createIndex('reviews_status_idx')
    .on('reviews')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('reviews_rating_idx')
    .on('reviews')
    .columns(['status', 'publish', 'rating'])
    .execute()
  await db.schema
    .createTable('review_requests')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('queued_at', instant, (c) => c.notNull())
    .execute()
  await sql`create index mail_outbox_rebook_sent_idx on mail_outbox (sent_at, booking_id)
    where kind = 'rebook_reminder' and status = 'sent'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_rebook_sent_idx').execute()
  await db.schema.dropTable('review_requests').execute()
  await db.schema.dropTable('reviews').execute()
}
