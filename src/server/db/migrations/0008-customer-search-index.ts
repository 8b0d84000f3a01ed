import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'
import { createTrigramIndex, dropTrigramIndex } from './sqlite-trigram-index.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The customer directory's search on SQLite at 20,000 customers, from an FTS5 trigram index like the orders' (the
 * PostgreSQL twin is migration 0007's trigram index on search_text). Keep the columns in step with
 * customers-search.ts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await createTrigramIndex(db, 'customers_search', 'customers', [
    'name',
    'email',
    'phone',
    'phone_digits',
    'city',
  ])
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'sqlite') await dropTrigramIndex(db, 'customers_search')
}
