import { sql, type Kysely } from 'kysely'

import { COUNTER_TABLES, countBookingsInto, createCounterTables, SUMMED } from './0014-stats-counters.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The Reports' all-time figures and Customer Management's revenue (issue 18) from one counter row per status,
 * kept by the same triggers as the day and quarter counters (migration 0014), in every booking write's own
 * transaction. They were the sum of every day's counters: 3,650 rows after two years (2.2 ms on SQLite at a
 * million bookings), growing with the business's age rather than its bookings. One bucket (bucket_start 0).
 */
export const ALL_TIME = { booking_stats_all_time: 0 }

export async function up(db: Kysely<any>): Promise<void> {
  await createCounterTables(db, ALL_TIME)
  // Written after the days and quarters, as the triggers write them: two transactions lock counters in one order.
  await countBookingsInto(db, { ...COUNTER_TABLES, ...ALL_TIME })
  // The bookings so far, from the day counters (exact: the triggers have kept them since migration 0014).
  await sql`insert into booking_stats_all_time (bucket_start, status, ${sql.raw(SUMMED.join(', '))})
    select 0, status, ${sql.raw(SUMMED.map((name) => `sum(${name})`).join(', '))}
    from booking_stats_days group by status`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await countBookingsInto(db, COUNTER_TABLES)
  await db.schema.dropTable('booking_stats_all_time').execute()
}
