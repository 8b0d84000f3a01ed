import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'
import { createTrigramIndex, dropTrigramIndex } from './sqlite-trigram-index.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The admin's order search on SQLite at 100,000 bookings: an FTS5 index of trigrams over the searched fields, so
 * a substring of three characters or more is found from the index instead of by reading every booking (the
 * PostgreSQL twin is migration 0005's pg_trgm index).
 *
 * Keep the columns in step with the list's query (bookings-list.repository.ts): a column left out is not found.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await createTrigramIndex(db, 'bookings_search', 'bookings', [
    'customer_name',
    'customer_email',
    'customer_phone',
    'customer_phone_digits',
    'special_requirements',
  ])
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'sqlite') await dropTrigramIndex(db, 'bookings_search')
}
