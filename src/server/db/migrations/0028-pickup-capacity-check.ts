import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The database refuses a place beyond a pickup window's capacity (issue 38). Each path that takes a place writes
 * the window's capacity into the window's lock row in the statement that locks it (pickup-capacity.ts), and the
 * check below holds the places taken (kept by migration 0022's triggers, in the same statement as the booking's
 * write) to it: the increment that would pass the capacity fails, whatever else runs in the transaction or beside
 * it. A null capacity checks nothing: the owner's deliberate override (`allowOverCapacity`), and the rows from
 * before this migration until a booking next takes a place in them.
 */
export const CAPACITY_CHECK = 'pickup_slot_within_capacity'

export async function up(db: Kysely<any>): Promise<void> {
  const check = sql`check (capacity is null or taken <= capacity)`
  if (databaseKind(db) === 'postgres') {
    await sql`alter table pickup_slot_locks add column capacity integer,
      add constraint ${sql.id(CAPACITY_CHECK)} ${check}`.execute(db)
  } else {
    await sql`alter table pickup_slot_locks add column capacity integer
      constraint ${sql.id(CAPACITY_CHECK)} ${check}`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    await sql`alter table pickup_slot_locks drop constraint ${sql.id(CAPACITY_CHECK)}`.execute(db)
  }
  await db.schema.alterTable('pickup_slot_locks').dropColumn('capacity').execute()
}
