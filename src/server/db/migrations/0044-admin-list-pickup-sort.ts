import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The admin's order list sorted by pickup time (issue 41 point 8), as migrations 0005 and 0026 serve the other
 * sorts: a page handed over in order rather than every order of the view sorted for it. Orders with no time yet
 * come last both ways, so each direction has its own key (bookings-list.repository.ts, PICKUP_SORT_KEYS, the
 * very same expressions; the list's plan test holds the two together): no one index walked either way puts the
 * same rows last. Migration 0011's index on pickup_start holds only orders with a time and no archive flag.
 */
const SORTS = {
  bookings_archived_pickup_asc_idx: sql`coalesce(pickup_start, 9007199254740991)`,
  bookings_archived_pickup_desc_idx: sql`coalesce(pickup_start, -9007199254740991)`,
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [index, expression] of Object.entries(SORTS))
    await sql`create index if not exists ${sql.id(index)} on bookings (archived, (${expression}), id)`.execute(
      db,
    )
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of Object.keys(SORTS).reverse()) await db.schema.dropIndex(index).ifExists().execute()
}
