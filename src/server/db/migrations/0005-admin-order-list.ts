import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The admin's order list (GET /api/bookings) at 100,000 bookings.
 *
 * Sorting: All Orders and Archived Orders sort by customer and by value across all pages; these indexes hand over
 * a page in order instead of sorting every row of the view. The id ends each index, as it ends each ORDER BY.
 *
 * Searching: the search finds text anywhere in five fields, which no B-tree answers. On PostgreSQL a trigram
 * index (pg_trgm) on those fields joined into one lower-cased text does; the query must use this very expression
 * (bookings-list.repository.ts, SEARCH_TEXT). Where the extension is missing and may not be created, the search
 * still works, by scanning, as it always does on SQLite.
 */
const SEARCH_TEXT = sql`lower(customer_name || ${sql.lit('\n')} || customer_email || ${sql.lit('\n')} || coalesce(customer_phone, '') || ${sql.lit('\n')} || coalesce(customer_phone_digits, '') || ${sql.lit('\n')} || coalesce(special_requirements, ''))`

/** The schema pg_trgm lives in, creating it in `public` if it may; undefined when it is not to be had. */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  // Migrations run in one transaction: a refused CREATE EXTENSION must not abort it.
  await sql`savepoint create_pg_trgm`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    await sql`release savepoint create_pg_trgm`.execute(db)
  } catch {
    await sql`rollback to savepoint create_pg_trgm`.execute(db)
  }
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db)
  return found.rows[0]?.schema
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists bookings_archived_name_idx
    on bookings (archived, lower(customer_name), id)`.execute(db)
  await sql`create index if not exists bookings_archived_price_idx
    on bookings (archived, estimated_price_cents, id)`.execute(db)

  if (databaseKind(db) !== 'postgres') return
  const schema = await trigramSchema(db)
  if (!schema) return
  // Named with its schema: each test file's search_path holds only its own schema, not the extension's.
  await sql`create index if not exists bookings_search_trgm_idx on bookings
    using gin ((${SEARCH_TEXT}) ${sql.id(schema, 'gin_trgm_ops')})`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  // The extension stays: other schemas in the database may use it.
  for (const index of [
    'bookings_search_trgm_idx',
    'bookings_archived_price_idx',
    'bookings_archived_name_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
}
