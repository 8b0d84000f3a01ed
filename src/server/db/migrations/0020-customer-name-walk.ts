import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The customer search on PostgreSQL at 200,000 customers (issue 18): customers_name_search_idx holds each
 * customer's name and search_text (migration 0007) beside the lower-cased name the directory sorts by, and ends
 * with the id as its ORDER BY does, so a search's page by name walks the names testing each customer's text from
 * the index alone instead of reading each customer's row (walkedSearchPage, customers-search-page.ts).
 * The name itself is there because PostgreSQL reads an index alone only when every column the query names is in
 * it, lower(name) counting as name. The directory's pages without a search keep the narrower customers_name_idx.
 * SQLite's walk reads its own name index and the trigram index's matches already (migration 0008).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'postgres') return
  await sql`create index customers_name_search_idx on customers (lower(name), id) include (name, search_text)`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'postgres') return
  await db.schema.dropIndex('customers_name_search_idx').ifExists().execute()
}
