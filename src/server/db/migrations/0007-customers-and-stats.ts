import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/** phoneDigits of contact-keys.ts as this migration was written: a migration must not change with the code. */
function phoneDigitsAsOf0007(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/**
 * The directory's search text on PostgreSQL: the searched fields lower-cased and joined by a line break (none
 * holds one and a search cannot contain one, so a match never spans two fields).
 */
const SEARCH_TEXT = sql`lower(name || ${sql.lit('\n')} || email || ${sql.lit('\n')} || coalesce(phone, '') || ${sql.lit('\n')} || coalesce(phone_digits, '') || ${sql.lit('\n')} || coalesce(city, ''))`

/**
 * The customer directory (issue 5) at 20,000 customers.
 *
 * It searches phones by their digits, as the order search does: customers keep their phone's digits beside it,
 * written by the same upsert that writes the phone.
 *
 * On PostgreSQL it searches `search_text`, a generated column kept by the database itself: lower-casing every
 * customer's fields at each search costs more than reading them, and more than the planner believes, so that it
 * would scan rather than use the trigram index. With the text stored, a scan is cheap and the index (where pg_trgm
 * is to be had: migration 0005 creates it if it may) answers a narrow search. SQLite's LIKE needs neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('phone_digits', 'text').execute()
  const customers: { id: number; phone: string }[] = await db
    .selectFrom('customers')
    .select(['id', 'phone'])
    .where('phone', 'is not', null)
    .execute()
  for (const { id, phone } of customers) {
    const digits = phoneDigitsAsOf0007(phone)
    if (digits) await db.updateTable('customers').set({ phone_digits: digits }).where('id', '=', id).execute()
  }

  if (databaseKind(db) !== 'postgres') return
  await sql`alter table customers add column if not exists search_text text
    generated always as (${SEARCH_TEXT}) stored`.execute(db)
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  const schema = found.rows[0]?.schema
  if (!schema) return
  // Named with its schema: each test file's search_path holds only its own schema, not the extension's.
  await sql`create index if not exists customers_search_trgm_idx on customers
    using gin (search_text ${sql.id(schema, 'gin_trgm_ops')})`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_search_trgm_idx').ifExists().execute()
  if (databaseKind(db) === 'postgres') {
    await db.schema.alterTable('customers').dropColumn('search_text').execute()
  }
  await db.schema.alterTable('customers').dropColumn('phone_digits').execute()
}
