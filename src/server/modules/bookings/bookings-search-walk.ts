import { sql } from 'kysely'

import type { BookingListQueryParsed, BookingListResponse } from '../../../shared/booking-admin.schema.ts'
import type { Db } from '../../db/database.ts'
import type { BookingSearch } from './booking-search.ts'
import { matchesSearch } from './bookings-list.repository.ts'
import { searchCountCap, totalUpTo } from './bookings-list-search.ts'
import { bookingsInOrder } from '../booking-records/index.ts'

/**
 * How many of the newest orders of the status (or of the archive switch alone) a search reads at most. Enough
 * for the count ahead of page 2 (61 matches) when one order in 130 matches, as a customer's last name among the
 * bench's million; 8,000 index entries cost about 3 ms when none matches. Rarer text is found from its trigram
 * index instead, which is quick exactly when the matches are few.
 */
export const SEARCH_WALK = 8_000

/** The orders of the list (current or archived, and of the status) that the search walks. */
function ordersOfTheList(db: Db, query: BookingListQueryParsed) {
  const list = db.selectFrom('bookings_search_walk').where('archived', '=', query.showOnlyArchived ? 1 : 0)
  return query.status === undefined ? list : list.where('status', '=', query.status)
}

/** The matches among the list's newest `walk` orders, newest first: from the walk's index alone. */
export function newestMatches(db: Db, query: BookingListQueryParsed, search: BookingSearch, walk: number) {
  const newest = ordersOfTheList(db, query)
    .select(['id', 'created_at', 'text'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(walk)
    .as('newest')
  return db
    .selectFrom(newest)
    .select('newest.id')
    .where(matchesSearch('postgres', search, sql.ref('newest.text')))
    .orderBy('newest.created_at', 'desc')
    .orderBy('newest.id', 'desc')
}

/**
 * PostgreSQL, the default order (newest first) with a text search: the newest orders walked in the list's order
 * from bookings_search_walk's indexes alone (migration 0019), each order's text tested, stopping at the cap + 1
 * matches the page and its count ahead need, instead of collecting every match of the trigram index and sorting
 * them. The matches found are the first ones of the full sort, so the page is exact. Undefined when the walk
 * cannot answer: archived and current orders together (no one index holds them in order), a board's
 * `updatedSince`, or fewer matches than the count needs in a walk that did not reach the last order; the caller
 * then uses the full query.
 */
export async function walkedSearchPage(
  db: Db,
  query: BookingListQueryParsed,
  search: BookingSearch,
  walk = SEARCH_WALK,
): Promise<BookingListResponse | undefined> {
  if ((query.includeArchived && !query.showOnlyArchived) || query.updatedSince !== undefined) return undefined
  const cap = searchCountCap(query)
  const found = await newestMatches(db, query, search, walk)
    .limit(cap + 1)
    .execute()
  if (found.length <= cap) {
    // Fewer matches than the count needs: exact only if the walk read every order of the list.
    const read = await db
      .selectFrom(
        ordersOfTheList(db, query)
          .select('id')
          .limit(walk + 1)
          .as('listed'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    if (Number(read.n) > walk) return undefined
  }
  const offset = (query.page - 1) * query.limit
  const ids = found.slice(offset, offset + query.limit).map((row) => row.id)
  return { bookings: await bookingsInOrder(db, ids), ...totalUpTo(found.length, cap) }
}
