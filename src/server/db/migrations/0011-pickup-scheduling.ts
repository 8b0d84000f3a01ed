import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Pickup scheduling (issue 14): the owner's weekly windows, closures and booking rules, the calendar feed's
 * secret, a booking's pickup window, and one lock row per booked window so that two bookings for its last place
 * are taken one after the other on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      )

  await id('pickup_windows')
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute()

  await id('pickup_closures')
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  await db.schema
    .createTable('pickup_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('lead_hours', 'integer', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('calendar_token', 'text')
    .execute()

  await db.schema
    .createTable('pickup_slot_locks')
    .addColumn('slot_start', instant, (c) => c.primaryKey())
    .execute()

  await db.schema.alterTable('bookings').addColumn('pickup_start', instant).execute()
  await db.schema.alterTable('bookings').addColumn('pickup_end', instant).execute()
  await db.schema
    .createIndex('bookings_pickup_start_idx')
    .on('bookings')
    .column('pickup_start')
    .where(sql.ref('pickup_start'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_pickup_start_idx').execute()
  await db.schema.alterTable('bookings').dropColumn('pickup_end').execute()
  await db.schema.alterTable('bookings').dropColumn('pickup_start').execute()
  for (const table of ['pickup_slot_locks', 'pickup_settings', 'pickup_closures', 'pickup_windows']) {
    await db.schema.dropTable(table).execute()
  }
}
