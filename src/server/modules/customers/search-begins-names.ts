import { sql } from 'kysely'

import type { CustomerListQueryParsed } from '../../../shared/customer.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import { matchesSearch } from './customers-search.ts'
import { CUSTOMER_COLUMNS_SQL, orderKeyword, type CustomerRow } from './directory-page-query.ts'

/**
 * PostgreSQL, a search for a first name. Its customers sit together along the names ("Sarah …"), so the walk from
 * the first name (walkedSearchPage) finds none of them when they sit further along, and the page then came from
 * sorting every match: for "sarah" at a million bookings (3,267 customers, every one's name beginning so) the walk
 * of 10,000 names took 3.0 ms to find nothing before the sort's 5.4. A search that begins the names of enough
 * customers is sorted first instead, in one statement that gives up as soon as it meets more than a few matches
 * whose names it does not begin ("william" begins 3,378 names, and 2,709 Williamses are spread along them, so the
 * walk answers sooner): those are where the walk finds its page.
 */

type Search = CustomerListQueryParsed & { search: string }

/** Matches whose names the search does not begin that the sort still takes on (more: the walk answers). */
const OTHER_MATCHES_SORTED = 100

/** At most this many matches are sorted in this way (three times a first name's at 200,000 customers); more, and the walk answers. */
const MATCHES_SORTED = 10_000

/** Whether the search begins the names of at least the customers up to the page asked (index-only, ~0.3 ms). */
async function beginsNames(db: Db, query: Search) {
  const needed = query.page * query.limit
  const key = sql<string>`lower(${query.search})`
  // Every name that begins with the key sorts from it to the key followed by the last code point.
  const { rows } = await sql<{ begun: number }>`select count(*) as begun from (
      select 1 from customers
      where lower(name) >= ${key} and lower(name) < ${key} || chr(1114111) and starts_with(lower(name), ${key})
      limit ${needed}) as beginning`.execute(db)
  return Number(rows[0]?.begun ?? 0) >= needed
}

/** The statement's row: how many other matches it met, and a page's customer (null when it gave up or ran past). */
type PageRow = { other_count: number; found: number | null } & {
  [K in keyof CustomerRow]: CustomerRow[K] | null
}

/**
 * PostgreSQL, sorted by name: the page and every match counted, from sorting the matches, when the search begins
 * the names of at least the customers up to the page and all but `others` of at most `matches` matches are such
 * customers; undefined otherwise, and elsewhere. The matches are read once, lazily: the count of
 * the others stops the reading early when they are many.
 */
export async function sortedWhenNamesBegun(
  db: Db,
  query: Search,
  { others, matches } = { others: OTHER_MATCHES_SORTED, matches: MATCHES_SORTED },
): Promise<{ rows: CustomerRow[]; found: number } | undefined> {
  if (databaseKind(db) !== 'postgres' || (query.sort ?? 'name') !== 'name') return undefined
  if (!(await beginsNames(db, query))) return undefined
  const direction = orderKeyword(query)
  const { rows } = await sql<PageRow>`with matches as materialized (
      select id, lower(name) as name_key from customers where ${matchesSearch(query.search, 'postgres')}
      limit ${matches + 1}),
    others as (select count(*) as other_count from (
      select 1 from matches where not starts_with(name_key, lower(${query.search}))
      limit ${others + 1}) as other)
    select other_count, page.* from others left join lateral (
      select ${CUSTOMER_COLUMNS_SQL}, sorted.found from (
        select id, name_key, (select count(*) from matches) as found from matches
        where other_count <= ${others}
        order by name_key ${direction}, id ${direction}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}) as sorted
      join customers on customers.id = sorted.id
      order by sorted.name_key ${direction}, sorted.id ${direction}) as page on true`.execute(db)
  const first = rows[0]
  // No row carries the count when the statement gave up, or past the last page (the walk then counts).
  if (first?.found == null || Number(first.found) > matches) return undefined
  return {
    rows: rows.map(({ other_count: _others, found: _found, ...customer }) => customer as CustomerRow),
    found: Number(first.found),
  }
}
