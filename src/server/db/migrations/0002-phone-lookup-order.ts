import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The public search by phone answers the newest 50 bookings of a number: with created_at in the index it reads
 * them in order and stops, however many bookings share the number. The old one-column index is its prefix.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bookings_phone_digits_created_idx')
    .ifNotExists()
    .on('bookings')
    .columns(['customer_phone_digits', 'created_at'])
    .execute()
  await db.schema.dropIndex('bookings_phone_digits_idx').ifExists().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bookings_phone_digits_idx')
    .ifNotExists()
    .on('bookings')
    .column('customer_phone_digits')
    .execute()
  await db.schema.dropIndex('bookings_phone_digits_created_idx').ifExists().execute()
}
