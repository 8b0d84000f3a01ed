import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * After the pickup (issue 42 point 1): when the owner marked the order picked up, and the price that followed from
 * what was measured, in cents. Both null until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const instant = databaseKind(db) === 'postgres' ? 'bigint' : 'integer'
  await db.schema.alterTable('bookings').addColumn('picked_up_at', instant).execute()
  await db.schema.alterTable('bookings').addColumn('final_price_cents', 'integer').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('final_price_cents').execute()
  await db.schema.alterTable('bookings').dropColumn('picked_up_at').execute()
}
