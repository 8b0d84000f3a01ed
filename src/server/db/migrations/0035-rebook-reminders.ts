import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Customers who come back (issue 43 points 1 to 3):
 * - `customers.reminders_opt_in`: the customer's latest answer to "E-mail me when my knives are due for sharpening
 *   again" (0 or 1), given with a booking and taken back by unsubscribing;
 * - `customers.unsubscribe_token`: the secret of their one-click unsubscribe link (256 random bits), made when the
 *   first message that carries it is queued;
 * - `rebook_reminders`: one row per order a "sharpening due" reminder was queued for, written in the transaction of
 *   the message; its key keeps several instances from queueing one twice;
 * - `mail_outbox.list_unsubscribe`: the unsubscribe link a queued message carries in its List-Unsubscribe header
 *   (RFC 8058); null for transactional mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const instant = databaseKind(db) === 'postgres' ? 'bigint' : 'integer'
  await db.schema
    .alterTable('customers')
    .addColumn('reminders_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('customers').addColumn('unsubscribe_token', 'text').execute()
  await db.schema
    .createIndex('customers_unsubscribe_token_idx')
    .unique()
    .on('customers')
    .column('unsubscribe_token')
    .execute()
  await db.schema
    .createIndex('customers_reminders_opt_in_idx')
    .on('customers')
    .column('id')
    .where(sql.ref('reminders_opt_in'), '=', 1)
    .execute()
  await db.schema
    .createTable('rebook_reminders')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('queued_at', instant, (c) => c.notNull())
    .execute()
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute()
  await db.schema.dropTable('rebook_reminders').execute()
  await db.schema.dropIndex('customers_reminders_opt_in_idx').execute()
  await db.schema.dropIndex('customers_unsubscribe_token_idx').execute()
  await db.schema.alterTable('customers').dropColumn('unsubscribe_token').execute()
  await db.schema.alterTable('customers').dropColumn('reminders_opt_in').execute()
}
