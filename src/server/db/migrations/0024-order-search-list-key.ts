import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'
import { createTrigramIndex, dropTrigramIndex } from './sqlite-trigram-index.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

const SEARCHED = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_phone_digits',
  'special_requirements',
]

/**
 * SQLite: the admin's search with a status (issue 18, point 6) found from the trigram index alone. Each booking's
 * status and archive switch go into migration 0006's index as one more column, a code of three characters (so one
 * trigram: "co0" for a completed order not archived), computed by the database from the two columns it stands for.
 * A search for "garcia" among the in-progress orders then reads only its own matches from the index, instead of
 * every "garcia" with its booking to test the status: at a million bookings the common names' rare statuses read
 * thousands of rows for a page of ten. The code is never searched as text: searches name the searched columns
 * (search-list-key.ts). The index is built again from the bookings and merged into one segment (about 16 s at a
 * million): a search then reads each trigram's entries in one place, not in each of the segments a rebuild
 * leaves (0.45 → 0.29 ms for a name and a status at a million, 27be11a:bench/RESULTS-notes.md, fourteenth pass).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await sql`alter table bookings add column search_list_key text generated always as (
    case status when 'pending' then 'pe' when 'in-progress' then 'in' when 'completed' then 'co'
      when 'paid' then 'pa' when 'cancelled' then 'ca' else 'xx' end || case archived when 1 then '1' else '0' end
  ) virtual`.execute(db)
  await rebuildIndex(db, [...SEARCHED, 'search_list_key'], ['status', 'archived'])
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await rebuildIndex(db, SEARCHED, [])
  await sql`alter table bookings drop column search_list_key`.execute(db)
}

/** The index made again over these columns, in one segment, merging as migration 0021 set it. */
async function rebuildIndex(db: Kysely<any>, columns: string[], alsoUpdatedBy: string[]) {
  await dropTrigramIndex(db, 'bookings_search')
  await createTrigramIndex(db, 'bookings_search', 'bookings', columns, alsoUpdatedBy)
  await sql`insert into bookings_search (bookings_search) values ('optimize')`.execute(db)
  await sql`insert into bookings_search (bookings_search, rank) values ('automerge', 16)`.execute(db)
}
