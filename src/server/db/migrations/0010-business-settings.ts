import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/** Each booking's unit prices, defaulting to the spec's: the prices every booking before this one was made with. */
export const BOOKING_PRICE_COLUMNS = {
  unit_over_9_inches_cents: 900,
  unit_7_to_9_inches_cents: 800,
  unit_4_to_6_inches_cents: 600,
  unit_under_4_inches_cents: 400,
  unit_pickup_per_knife_cents: 675,
  unit_nick_repair_cents: 100,
  unit_strapping_cents: 300,
} as const

/**
 * The owner's settings (business profile, price list, service area), one JSON row per section, with a history of
 * every change; the prices each booking was made with; and what the account screen shows of each session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'

  await db.schema
    .createTable('settings')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('settings_history')
    .ifNotExists()
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('settings_history_key_idx')
    .ifNotExists()
    .on('settings_history')
    .columns(['key', 'at'])
    .execute()

  for (const [column, cents] of Object.entries(BOOKING_PRICE_COLUMNS)) {
    await db.schema
      .alterTable('bookings')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(cents))
      .execute()
  }

  await db.schema.alterTable('sessions').addColumn('last_used_at', instant).execute()
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute()
  await sql`update sessions set last_used_at = created_at`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute()
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute()
  for (const column of Object.keys(BOOKING_PRICE_COLUMNS)) {
    await db.schema.alterTable('bookings').dropColumn(column).execute()
  }
  await db.schema.dropTable('settings_history').ifExists().execute()
  await db.schema.dropTable('settings').ifExists().execute()
}
