import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The Schedule's "No time yet" (issue 41 point 8): the open orders not picked up that have no pickup time, oldest
 * first. A partial index holds those alone, so the list reads a few index entries however many bookings there are;
 * its conditions are the query's own literals (scheduled-bookings.repository.ts), as SQLite needs to match them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index bookings_no_pickup_time_idx on bookings (created_at, id)
    where pickup_start is null and picked_up_at is null and status in ('pending', 'in-progress')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_no_pickup_time_idx').ifExists().execute()
}
