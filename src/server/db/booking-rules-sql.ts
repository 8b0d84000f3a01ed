import { sql, type RawBuilder } from 'kysely'

import { BOOKING_STATUSES } from '../../shared/booking-status.ts'

/**
 * The bookings' business rules as SQL over a row of `bookings`, for the queries that sort, sum or count by them;
 * each states the same rule as its TypeScript twin in src/shared. Migrations keep their own copies: a migration
 * that has run must not change with the code.
 */

/** The four blade counts' sum (countBlades). */
export const BLADES_SQL = sql<number>`(blades_over_9_inches + blades_7_to_9_inches + blades_4_to_6_inches + blades_under_4_inches)`

/** A pickup booking not measured yet, whose knives are the customer's own count (isUnmeasuredPickup). */
const UNMEASURED_PICKUP_SQL = sql`measurement_type = 'pickup' and ${BLADES_SQL} = 0`

/** Total knives: the blade counts, or the customer's own count before measuring (totalKnives). */
export const TOTAL_KNIVES_SQL = sql<number>`case when ${UNMEASURED_PICKUP_SQL} then coalesce(knife_count, 0) else ${BLADES_SQL} end`

/** The knives still to be measured: the customer's own count of an unmeasured pickup, else 0. */
export const UNMEASURED_KNIVES_SQL = sql<number>`case when ${UNMEASURED_PICKUP_SQL} then coalesce(knife_count, 0) else 0 end`

/**
 * The workflow's order of a status (BOOKING_STATUSES, the board's columns), not the alphabet's; an unknown status
 * sorts with the first, as it reads as Pending. Written without a branch for the first status, as migration 0026's
 * index has it: an index on an expression serves only that very text (bookings-list-plans.test.ts).
 */
export const STATUS_ORDER_SQL: RawBuilder<number> = sql<number>`case status ${sql.join(
  BOOKING_STATUSES.slice(1).map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index + 1)}`),
  sql` `,
)} else 0 end`
