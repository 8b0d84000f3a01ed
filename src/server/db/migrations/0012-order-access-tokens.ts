import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The customer's private order link (issue 15): one secret token per booking, and the booking a message written
 * on the order page is about.
 *
 * The token is kept as it is, not hashed: the admin's "Copy customer link" shows it again, and every e-mail
 * composed later (status, reminder) carries the link. It opens one order to its holder, as the order's row does
 * to anyone who can read the database. Bookings made before this migration get a token here, 256 random bits
 * from the database's own strong generator (hex; new ones are base64url from node's crypto).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  await db.schema
    .createTable('order_access_tokens')
    .ifNotExists()
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', postgres ? 'bigint' : 'integer', (c) => c.notNull())
    .execute()

  const randomToken = postgres
    ? sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`
    : sql`lower(hex(randomblob(32)))`
  await sql`insert into order_access_tokens (booking_id, token, created_at)
    select id, ${randomToken}, ${Date.now()} from bookings
    where id not in (select booking_id from order_access_tokens)`.execute(db)

  await db.schema
    .alterTable('emails')
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('emails_booking_idx').ifNotExists().on('emails').column('booking_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('emails_booking_idx').ifExists().execute()
  await db.schema.alterTable('emails').dropColumn('booking_id').execute()
  await db.schema.dropTable('order_access_tokens').ifExists().execute()
}
