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

/**
 * SQLite, a search that many customers match, by name: the same trigram index, as a set that each customer read
 * along customers_name_idx is looked up in (`+id` keeps SQLite from starting at the matches' rows instead), so a
 * page reads about as many index entries as it shows divided by the share of customers that match, rather than
 * every match then sorting them. Undefined when the text is too short for the index.
 */
export function trigramMembership(search: string) {
  const match = trigramQuery(trigramSearch(search))
  return match === undefined ? undefined : sql<SqlBool>`+id in (${ftsMatch(match)})`
}

/**
 * Index entries a page by name may read along customers_name_idx: walking is chosen when the matches are a large
 * enough share of the customers to fill the page within about this many (spread evenly), so it costs the same at
 * 200,000 customers as at 20,000.
 */
const NAME_WALK_ENTRIES = 5_000

interface SearchCount {
  /** Matches found, counted no further than the larger of cap and the walk's threshold, + 1. */
  found: number
  /** The total shown is at most this (searchCountCap, as the admin order search counts). */
  cap: number
  /** SQLite: the page by name walks the names (trigramMembership). */
  walkNames: boolean
}

/**
 * How many customers a search matches, counted no further than needed: the total for the page buttons, and on
 * SQLite whether the matches are many enough for the page by name to walk the names. SQLite counts in the trigram
 * index alone (its rows are the customers', by id), without reading a customer.
 */
export async function countSearchMatches(db: Db, query: CustomerListQueryParsed): Promise<SearchCount> {
  const search = query.search ?? ''
  const cap = searchCountCap(query)
  const match = databaseKind(db) === 'sqlite' ? trigramQuery(trigramSearch(search)) : undefined
  if (match === undefined) {
    const row = await db
      .selectFrom(
        db
          .selectFrom('customers')
          .select('id')
          .where(matchesSearch(search, databaseKind(db)))
          .limit(cap + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return { found: Number(row.n), cap, walkNames: false }
  }
  const stats = await db.selectFrom('customer_stats').select('customers').executeTakeFirst()
  const walkFrom = Math.ceil((query.page * query.limit * Number(stats?.customers ?? 0)) / NAME_WALK_ENTRIES)
  const counted = await sql<{ n: number }>`select count(*) as n from (${ftsMatch(match)} limit ${
    Math.max(cap, walkFrom) + 1
  })`.execute(db)
  const found = Number(counted.rows[0]?.n ?? 0)
  return { found, cap, walkNames: found > walkFrom }
}
