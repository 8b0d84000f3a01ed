import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The Reports' recent activity (the latest events, newest first, by id within an instant) read from
 * booking_events_at_idx alone on PostgreSQL too (issue 18). Indexed by `at` only, PostgreSQL read every event of
 * the latest instant and sorted them: 2,100 events and their bookings (9 ms) on the bench's million bookings,
 * whose seed gives many events one instant. SQLite's index entries end with the row's id already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'postgres') return
  await db.schema.dropIndex('booking_events_at_idx').ifExists().execute()
  await db.schema.createIndex('booking_events_at_idx').on('booking_events').columns(['at', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'postgres') return
  await db.schema.dropIndex('booking_events_at_idx').ifExists().execute()
  await db.schema.createIndex('booking_events_at_idx').on('booking_events').column('at').execute()
}
