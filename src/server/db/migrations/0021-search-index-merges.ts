import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/** SQLite's trigram indexes (migrations 0006, 0008), which every booking and every new customer writes to. */
const INDEXES = ['bookings_search', 'customers_search']

/**
 * SQLite writes each transaction's new entries of an FTS5 index as a small segment of its own and merges segments
 * as they pile up; by default it starts merging at 4 of a size, and at a million bookings a booking in about every
 * 64 then paid 7 to 10 ms of merging inside its commit (the p99 of a booking made alone, issue 18). Merging at 16
 * makes those merges rare and cheaper in all (20,000 bookings' entries: 3.4 s → 0.9 s of writing, one in a hundred
 * over 0.15 ms instead of 7.7 ms), for a search that reads more segments (0.07 → 0.17 ms a word at a million).
 * The setting lives in the index's own config table (FTS5 'automerge'). Measured: 27be11a:bench/RESULTS-notes.md,
 * tenth pass.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  for (const index of INDEXES)
    await sql`insert into ${sql.id(index)} (${sql.id(index)}, rank) values ('automerge', 16)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  for (const index of INDEXES)
    await sql`insert into ${sql.id(index)} (${sql.id(index)}, rank) values ('automerge', 4)`.execute(db)
}
