import { sql } from 'kysely'

import type { BookingListQueryParsed, BookingListResponse } from '../../../shared/booking-admin.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import type { BookingRow } from '../../db/schema.ts'
import { trigramQuery } from '../../db/trigram-search.ts'
import { SEARCH_COUNT_PAGES_AHEAD, searchCountCap, totalUpTo } from '../../lib/search-count.ts'
import { parseBookingSearch } from './booking-search.ts'
import {
  bookingsIndexSearch,
  filteredBookings,
  listOrder,
  whereBookingFilters,
} from './bookings-list.repository.ts'
import { walkedSearchPage } from './bookings-search-walk.ts'
import { bookingsInOrder } from '../booking-records/index.ts'
import { listKeyQuery } from './search-list-key.ts'

export { SEARCH_COUNT_PAGES_AHEAD, searchCountCap, totalUpTo }

/** How many orders match the filters, counting no further than cap + 1. */
export async function countSearchMatches(db: Db, query: BookingListQueryParsed) {
  const cap = searchCountCap(query)
  const row = await db
    .selectFrom(
      filteredBookings(db, query)
        .select('id')
        .limit(cap + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return totalUpTo(Number(row.n), cap)
}

/** Newest first, as the list sorts by createdAt: the id breaks ties. */
const newestFirst = (a: Pick<BookingRow, 'id' | 'created_at'>, b: Pick<BookingRow, 'id' | 'created_at'>) =>
  b.created_at - a.created_at || b.id - a.id

/** The list's default order: newest first. */
function isNewestFirst(query: BookingListQueryParsed) {
  const { sort, order } = listOrder(query)
  return sort === 'createdAt' && order === 'desc'
}

/**
 * The default order (newest first) with a text search, read newest first and stopped at the matches the page and
 * its count ahead need, instead of collecting every match and sorting them: SQLite walks its FTS5 index
 * (ftsSearchPage), PostgreSQL the newest orders with their text (bookings-search-walk.ts). Undefined when neither
 * applies (another sort, a search too short for an index or naming an order) or the walk cannot tell: the caller
 * uses the full query.
 */
export async function newestSearchPage(
  db: Db,
  query: BookingListQueryParsed,
): Promise<BookingListResponse | undefined> {
  if (!query.search || !isNewestFirst(query)) return undefined
  const search = parseBookingSearch(query.search)
  if (search.text === undefined || search.orderId !== undefined) return undefined
  return databaseKind(db) === 'postgres'
    ? walkedSearchPage(db, query, search)
    : ftsSearchPage(db, query, search.text, search.digits)
}

/**
 * SQLite: the FTS5 trigram index walked from the highest order number down, stopping after cap + 1 matches; with a
 * status, the index finds that status's orders itself (listKeyQuery), so the walk reads no other. Orders are
 * numbered as they are made, so the newest matches are among the highest numbers; that is checked, not assumed:
 * the page is only answered from these rows when no order with a lower number than all of them was made after the
 * page's oldest one.
 */
async function ftsSearchPage(
  db: Db,
  query: BookingListQueryParsed,
  text: string,
  digits: string | undefined,
): Promise<BookingListResponse | undefined> {
  const textMatch = trigramQuery({ ...bookingsIndexSearch(digits), text })
  if (textMatch === undefined) return undefined
  const listKey = listKeyQuery(query)
  const match = listKey === undefined ? textMatch : `(${textMatch}) AND ${listKey}`
  const others = { ...query, search: undefined }
  const cap = searchCountCap(query)
  // CROSS JOIN keeps SQLite walking the index first, in rowid order, to the limit.
  const rows = await db
    .selectFrom(sql<{ rowid: number }>`bookings_search`.as('found'))
    .crossJoin('bookings')
    .whereRef('bookings.id', '=', sql.ref('found.rowid'))
    .where(sql<boolean>`bookings_search match ${match}`)
    .where(whereBookingFilters(others, 'sqlite'))
    // The order and its number only: the page's orders are read in full afterwards (of 61 matches read whole,
    // turning the rows into objects took half the query's time).
    .select(['bookings.id', 'bookings.created_at'])
    .orderBy(sql`found.rowid`, 'desc')
    .limit(cap + 1)
    .execute()
  const offset = (query.page - 1) * query.limit
  const sorted = [...rows].sort(newestFirst)
  const page = sorted.slice(offset, offset + query.limit)
  const answer = {
    bookings: await bookingsInOrder(
      db,
      page.map((row) => row.id),
    ),
    ...totalUpTo(rows.length, cap),
  }
  // Every match was read: the page is exact whatever the numbering.
  if (rows.length <= cap) return answer
  // Matches not read all have a lower number than every row read; one made after the page's oldest would belong
  // on the page (or before it).
  const oldestShown = sorted[offset + query.limit - 1]
  const lowestRead = rows[rows.length - 1]
  if (!oldestShown || !lowestRead) return undefined
  const outOfOrder = await db
    .selectFrom('bookings')
    .select('id')
    .where(whereBookingFilters(others, 'sqlite'))
    .where('created_at', '>', oldestShown.created_at)
    .where('id', '<', lowestRead.id)
    .limit(1)
    .executeTakeFirst()
  return outOfOrder ? undefined : answer
}
