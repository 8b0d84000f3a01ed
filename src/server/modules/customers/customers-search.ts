import { sql, type SqlBool } from 'kysely'

import type { CustomerListQueryParsed } from '../../../shared/customer.schema.ts'
import { databaseKind, type DatabaseKind, type Db } from '../../db/database.ts'
import { matchesSubstring, trigramQuery, type TrigramSearch } from '../../db/trigram-search.ts'
import { searchCountCap } from '../bookings/bookings-list-search.ts'
import { phoneSearchDigits } from './contact-keys.ts'

/**
 * On PostgreSQL, the searched fields as one lower-cased text that the database keeps in a generated column, with
 * a trigram index on it (migration 0007). Not in the Database interface: SQLite has no such column.
 */
const SEARCH_TEXT = sql<string>`search_text`

const SEARCHED_COLUMNS = ['name', 'email', 'phone', 'phone_digits', 'city'] as const

/** The directory's trigram index and the text (and a phone's digits) looked for in it. */
function trigramSearch(search: string): Omit<TrigramSearch, 'id'> {
  const digits = phoneSearchDigits(search)
  return {
    index: 'customers_search',
    text: search,
    ...(digits === undefined ? {} : { digits: { column: 'phone_digits', value: digits } }),
  }
}

/**
 * Text anywhere in the name, e-mail, phone (as written, or by its digits) or city, ignoring case, every character
 * literal. A phone typed with punctuation ("407-555") is also looked for among the digits ("407555"). SQLite
 * answers from its trigram index (migration 0008).
 */
export function matchesSearch(search: string, kind: DatabaseKind) {
  return matchesSubstring(kind, {
    ...trigramSearch(search),
    columns: SEARCHED_COLUMNS,
    searchText: SEARCH_TEXT,
  })
}

const ftsMatch = (match: string) =>
  sql`select rowid from customers_search where customers_search match ${match}`

/** SQLite: the trigram index's MATCH query for the search; undefined on PostgreSQL, and for text too short for it. */
const sqliteMatch = (search: string, kind: DatabaseKind) =>
  kind === 'sqlite' ? trigramQuery(trigramSearch(search)) : undefined

/**
 * The test a page that walks the names (pageWalkingNames) puts to each customer it reads, on the walk's own
 * columns. SQLite: membership of the trigram index's matches, as a set (`+id` keeps SQLite from starting
 * at the matches' rows instead), read from customers_name_idx alone; PostgreSQL: the stored search_text. Undefined
 * where the names are not walked: on SQLite, text too short for its index.
 */
export function namesWalkCondition(search: string, kind: DatabaseKind) {
  if (kind === 'postgres') return matchesSearch(search, kind)
  const match = sqliteMatch(search, kind)
  return match === undefined ? undefined : sql<SqlBool>`+id in (${ftsMatch(match)})`
}

/**
 * How far a page by name walks the names, by database. It walks when the matches are a large enough share of the
 * customers to fill the page within about `expected` entries of customers_name_idx, were they spread evenly; so
 * it costs the same at 200,000 customers as at 20,000. It gives up after `most`: matches are not always spread
 * evenly (a first name's customers sit together, under "S" for Sarah), and the matches are then sorted instead.
 * A walk of `most` entries cost about 5 ms on SQLite (the index alone, and the trigram index's set of matches) and
 * 10 to 20 ms on PostgreSQL (each row, for its search_text), at 200,000 customers on the bench's machine; the
 * figures were tuned there on the bench's searches (bench/RESULTS-notes.md, seventh pass).
 */
export const NAME_WALK: Record<DatabaseKind, { expected: number; most: number }> = {
  sqlite: { expected: 5_000, most: 10_000 },
  postgres: { expected: 2_000, most: 4_000 },
}

/** How many of the matches the trigram index finds first (in no order of names) judge whether to walk the names. */
export const WALK_SAMPLE = 64

/**
 * SQLite: whether a walk of the first `entries` names (pageWalkingNames) can be expected to meet the page's matches.
 * A sample of the matches, as the trigram index finds them (by id, so in no order of names), tells what share of
 * them sits within the walk's reach; that share of the `found` counted is expected along the walk (at least half
 * a page of it, as `found` may stop short of every match). A first name's customers sit together further along the
 * names ("richard …", past the walk's reach of "angela baker" at 200,000 customers), and a walk that could not
 * reach them cost 1.6 to 1.9 ms before the matches were sorted anyway (bench/RESULTS-notes.md, fourteenth pass).
 * A sample that misjudges costs time, never a wrong page: the walk still gives up after `entries`. PostgreSQL
 * decides by walking (walkedSearchPage).
 */
export async function walkMayFill(
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  found: number,
  entries = NAME_WALK.sqlite.most,
): Promise<boolean> {
  const match = sqliteMatch(query.search, databaseKind(db))
  if (match === undefined) return true
  const ascending = (query.order ?? 'asc') === 'asc'
  const direction = sql.raw(ascending ? 'asc' : 'desc')
  // The name the walk's last entry holds (none when the walk reads every customer), and the sample's names up to it.
  const reach = sql`(select lower(name) from customers order by lower(name) ${direction}, id ${direction}
    limit 1 offset ${entries - 1})`
  const withinReach = sql`${reach} is null or lower(name) ${sql.raw(ascending ? '<=' : '>=')} ${reach}`
  const { rows } = await sql<{ sampled: number; within: number }>`
    select count(*) as sampled, coalesce(sum(${withinReach}), 0) as within
    from customers where id in (${ftsMatch(match)} limit ${WALK_SAMPLE})`.execute(db)
  const { sampled, within } = rows[0] ?? { sampled: 0, within: 0 }
  // Half the page is enough: `found` was counted no further than the walk needs, so it may be short of all matches.
  return sampled === 0 || (found * Number(within)) / Number(sampled) >= (query.page * query.limit) / 2
}

/**
 * PostgreSQL: how many entries of customers_name_search_idx a search reads at most for its page by name and count ahead
 * at once (walkedSearchPage), before counting the matches instead. Tuned on the bench's searches at 200,000
 * customers (bench/RESULTS-notes.md, ninth pass).
 */
export const CUSTOMER_SEARCH_WALK = 10_000

interface SearchCount {
  /** Matches found, counted no further than the larger of cap and the walk's threshold, + 1. */
  found: number
  /** The total shown is at most this (searchCountCap, as the admin order search counts). */
  cap: number
  /** The page by name may walk the names (pageWalkingNames). */
  walkNames: boolean
}

/**
 * How many customers a search matches, counted no further than needed: the total for the page buttons, and
 * whether the matches are many enough for the page by name to walk the names. SQLite counts in the trigram index
 * alone (its rows are the customers', by id), without reading a customer.
 */
export async function countSearchMatches(db: Db, query: CustomerListQueryParsed): Promise<SearchCount> {
  const kind = databaseKind(db)
  const search = query.search ?? ''
  const cap = searchCountCap(query)
  // Where the names may be walked, the count goes on to where walking starts to pay.
  const walkFrom =
    namesWalkCondition(search, kind) === undefined
      ? undefined
      : Math.ceil((query.page * query.limit * (await customerCount(db))) / NAME_WALK[kind].expected)
  const limit = Math.max(cap, walkFrom ?? 0) + 1
  const match = sqliteMatch(search, kind)
  const counted =
    match === undefined
      ? await db
          .selectFrom(
            db
              .selectFrom('customers')
              .select('id')
              .where(matchesSearch(search, kind))
              .limit(limit)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : (await sql<{ n: number }>`select count(*) as n from (${ftsMatch(match)} limit ${limit})`.execute(db))
          .rows[0]
  const found = Number(counted?.n ?? 0)
  return { found, cap, walkNames: walkFrom !== undefined && found > walkFrom }
}

/**
 * How many customers there are, from the counter migration 0016 keeps (one row, exact in every write's own
 * transaction): counting 200,000 customers' index entries on each page of the directory took milliseconds.
 */
export async function customerCount(db: Db): Promise<number> {
  const stats = await db.selectFrom('customer_stats').select('customers').executeTakeFirst()
  return Number(stats?.customers ?? 0)
}
