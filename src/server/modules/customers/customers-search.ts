import { sql } from 'kysely'

import type { CustomerListQueryParsed } from '../../../shared/customer.schema.ts'
import { databaseKind, type DatabaseKind, type Db } from '../../db/database.ts'
import { matchesSubstring, trigramQuery, type TrigramSearch } from '../../db/trigram-search.ts'
import { searchCountCap } from '../../lib/search-count.ts'
import { phoneSearchDigits } from './contact-keys.ts'

/**
 * On PostgreSQL, the searched fields as one lower-cased text that the database keeps in a generated column, with
 * a trigram index on it (migration 0007). Not in the Database interface: SQLite has no such column.
 */
const SEARCH_TEXT = sql<string>`search_text`

const SEARCHED_COLUMNS = ['name', 'email', 'phone', 'phone_digits', 'city'] as const

/**
 * The directory's trigram index and the text (and a phone's digits) looked for in it. Its rowids are the
 * customers' places in name order (name_rank, migration 0025), not their ids.
 */
function trigramSearch(search: string): TrigramSearch {
  const digits = phoneSearchDigits(search)
  return {
    index: 'customers_search',
    rowid: 'name_rank',
    text: search,
    ...(digits === undefined ? {} : { digits: { column: 'phone_digits', value: digits } }),
  }
}

/**
 * Text anywhere in the name, e-mail, phone (as written, or by its digits) or city, ignoring case, every character
 * literal. A phone typed with punctuation ("407-555") is also looked for among the digits ("407555"). SQLite
 * answers from its trigram index (migrations 0008, 0025).
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
export const sqliteMatch = (search: string, kind: DatabaseKind) =>
  kind === 'sqlite' ? trigramQuery(trigramSearch(search)) : undefined

/**
 * PostgreSQL: how many entries of customers_name_search_idx a search reads at most for its page by name and count ahead
 * at once (walkedSearchPage), before counting the matches instead. Tuned on the bench's searches at 200,000
 * customers (27be11a:bench/RESULTS-notes.md, ninth pass).
 */
export const CUSTOMER_SEARCH_WALK = 10_000

interface SearchCount {
  /** Matches found, counted no further than cap + 1. */
  found: number
  /** The total shown is at most this (searchCountCap, as the admin order search counts). */
  cap: number
}

/**
 * How many customers a search matches, counted no further than the total for the page buttons needs. SQLite
 * counts in the trigram index alone (its rows are the customers', by place in name order), without reading a
 * customer.
 */
export async function countSearchMatches(db: Db, query: CustomerListQueryParsed): Promise<SearchCount> {
  const kind = databaseKind(db)
  const search = query.search ?? ''
  const cap = searchCountCap(query)
  const match = sqliteMatch(search, kind)
  const counted =
    match === undefined
      ? await db
          .selectFrom(
            db
              .selectFrom('customers')
              .select('id')
              .where(matchesSearch(search, kind))
              .limit(cap + 1)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : (
          await sql<{ n: number }>`select count(*) as n from (${ftsMatch(match)} limit ${cap + 1})`.execute(
            db,
          )
        ).rows[0]
  return { found: Number(counted?.n ?? 0), cap }
}

/**
 * How many customers there are, from the counter migration 0016 keeps (one row, exact in every write's own
 * transaction): counting 200,000 customers' index entries on each page of the directory took milliseconds.
 */
export async function customerCount(db: Db): Promise<number> {
  const stats = await db.selectFrom('customer_stats').select('customers').executeTakeFirst()
  return Number(stats?.customers ?? 0)
}
