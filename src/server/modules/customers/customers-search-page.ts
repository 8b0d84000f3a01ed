import { sql } from 'kysely'

import type { CustomerListQueryParsed } from '../../../shared/customer.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import { searchCountCap } from '../../lib/search-count.ts'
import {
  countSearchMatches,
  CUSTOMER_SEARCH_WALK,
  customerCount,
  matchesSearch,
  sqliteMatch,
} from './customers-search.ts'
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_COLUMNS_SQL,
  customersMatching,
  directoryPageQuery,
  orderKeyword,
  type CustomerRow,
} from './directory-page-query.ts'
import { sortedWhenNamesBegun } from './search-begins-names.ts'

/**
 * PostgreSQL: the matches among the first `entries` customers by name, in that order, each customer's stored
 * search_text tested as the walk passes it, read from customers_name_search_idx alone (migration 0020): the key is
 * a column of the walk, so that the ORDER BY is the walk's own and nothing is sorted again.
 */
export function nameWalkMatches(
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  entries: number,
) {
  const order = query.order ?? 'asc'
  const walk = db
    .selectFrom('customers')
    .select(['id', sql<string>`lower(name)`.as('name_key'), sql<string>`search_text`.as('search_text')])
    .orderBy(sql`lower(name)`, order)
    .orderBy('id', order)
    .limit(entries)
  return db
    .selectFrom(walk.as('walk'))
    .select('id')
    .where(matchesSearch(query.search, 'postgres'))
    .orderBy('name_key', order)
    .orderBy('id', order)
}

/** These customers, in the directory's order by name. */
function customersByName(db: Db, ids: readonly number[], order: 'asc' | 'desc') {
  return db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('id', 'in', ids)
    .orderBy(sql`lower(name)`, order)
    .orderBy('id', order)
    .execute()
}

/**
 * SQLite: a search's page by name, read from the trigram index in its own order, the customers' places in name
 * order (name_rank, migration 0025): FTS5 yields its rowids in order and stops at the page's end, so the page
 * costs the same whether a thousand customers match or a hundred thousand. CROSS JOIN keeps SQLite reading the
 * index first. Undefined on PostgreSQL, and for text too short for the index.
 */
export function rankedPageQuery(db: Db, query: CustomerListQueryParsed & { search: string }) {
  const match = sqliteMatch(query.search, databaseKind(db))
  if (match === undefined) return undefined
  const direction = orderKeyword(query)
  return sql<CustomerRow>`select ${CUSTOMER_COLUMNS_SQL}
    from customers_search cross join customers
    where customers_search match ${match} and customers.name_rank = customers_search.rowid
    order by customers_search.rowid ${direction}
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`
}

/** The page of rankedPageQuery; undefined where it has none. */
export async function rankedSearchPage(db: Db, query: CustomerListQueryParsed & { search: string }) {
  return (await rankedPageQuery(db, query)?.execute(db))?.rows
}

/** What PostgreSQL's walk along the names tells of a search (walkedSearchPage). */
interface NameWalk {
  /** Matches found, at most cap + 1: the count ahead when `complete`. */
  found: number
  cap: number
  /** The walk found more than `cap` matches, or read every customer: `found` tells the total. */
  complete: boolean
  /** The page's customers, when the walk tells them: it is complete, or it found the page's matches. */
  rows?: CustomerRow[]
}

/**
 * PostgreSQL, a search's page by name and its count ahead from one walk along customers_name_search_idx, which
 * holds each customer's search_text beside the name (migration 0020): the first cap + 1 matches in name order, each
 * customer's text tested from the index alone, without counting the matches through the trigram index first.
 * A walk that stopped after `entries` short of cap + 1 matches and before the last customer still found the first
 * matches in name order (any other sits further along the names): it tells the page when it found the page's
 * matches, and the count is left to the caller. Undefined on SQLite, and for a page by last order.
 */
export async function walkedSearchPage(
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  entries = CUSTOMER_SEARCH_WALK,
): Promise<NameWalk | undefined> {
  if (databaseKind(db) !== 'postgres' || (query.sort ?? 'name') !== 'name') return undefined
  const cap = searchCountCap(query)
  const found = await nameWalkMatches(db, query, entries)
    .limit(cap + 1)
    .execute()
  const complete = found.length > cap || (await customerCount(db)) <= entries
  const offset = (query.page - 1) * query.limit
  const ids = found.slice(offset, offset + query.limit).map((row) => row.id)
  const walk = { found: found.length, cap, complete }
  if (!complete && ids.length < query.limit) return walk
  return { ...walk, rows: ids.length === 0 ? [] : await customersByName(db, ids, query.order ?? 'asc') }
}

/**
 * A search's page by name and its total from one sort of every match (customersMatching), for matches a walk of
 * the names did not reach (a first name's, together further along): each match is read once, instead of once to
 * count them and again to sort them.
 */
async function sortedPageCounted(db: Db, query: CustomerListQueryParsed & { search: string }) {
  const order = query.order ?? 'asc'
  const page = await customersMatching(db, query.search)
    .select((eb) => [
      'id',
      eb
        .selectFrom('matches')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('found'),
    ])
    .orderBy('name_key', order)
    .orderBy('id', order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute()
  // Past the last page no row carries the count.
  if (page.length === 0) return { rows: [], ...(await countSearchMatches(db, query)) }
  return {
    rows: await customersByName(
      db,
      page.map((row) => row.id),
      order,
    ),
    found: Number(page[0]!.found),
    cap: searchCountCap(query),
  }
}

/**
 * A search's page and how many customers it matches (`found`, counted at least past `cap` when more match: the
 * total shown is totalUpTo's), the cheapest known way: PostgreSQL sorts the matches of a first name at once
 * (sortedWhenNamesBegun), and walks the names first for any other search (walkedSearchPage); SQLite
 * reads its page by name in the trigram index's order (rankedSearchPage); otherwise the matches are counted and
 * sorted.
 */
export async function searchPage(
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  entries = CUSTOMER_SEARCH_WALK,
): Promise<{ rows: CustomerRow[]; found: number; cap: number }> {
  const sorted = await sortedWhenNamesBegun(db, query)
  if (sorted) return { ...sorted, cap: searchCountCap(query) }
  const walk = await walkedSearchPage(db, query, entries)
  // The page known, the count goes as far as for the walk's decision: counted only to cap + 1, PostgreSQL chose to
  // read the customers in name order until it had them (13.8 ms for "sarah": 27be11a:bench/RESULTS-notes.md,
  // ninth pass).
  if (walk?.rows) return { rows: walk.rows, ...(walk.complete ? walk : await countSearchMatches(db, query)) }
  if (walk) return sortedPageCounted(db, query)
  const counted = await countSearchMatches(db, query)
  const ranked = (query.sort ?? 'name') === 'name' ? await rankedSearchPage(db, query) : undefined
  return { rows: ranked ?? (await directoryPageQuery(db, query).execute()), ...counted }
}
