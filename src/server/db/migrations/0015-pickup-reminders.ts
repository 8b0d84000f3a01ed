import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The day-before pickup reminders queued (issue 14 point 7): one row per booking and pickup start, so a reminder
 * is queued once however many server processes look at once, and a booking moved since is reminded of its new
 * time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = databaseKind(db) === 'postgres' ? 'bigint' : 'integer'
  await db.schema
    .createTable('pickup_reminders')
    .ifNotExists()
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('pickup_start', bigint, (c) => c.notNull())
    .addColumn('queued_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('pickup_reminders_pk', ['booking_id', 'pickup_start'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pickup_reminders').ifExists().execute()
}
