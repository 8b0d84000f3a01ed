import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'

import type {
  BookingFilters,
  BookingListQueryParsed,
  BookingListResponse,
  BookingSortColumn,
} from '../../../shared/booking-admin.schema.ts'
import { STATUS_ORDER_SQL, TOTAL_KNIVES_SQL } from '../../db/booking-rules-sql.ts'
import { databaseKind, type DatabaseKind, type Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { matchesSubstring } from '../../db/trigram-search.ts'
import { parseBookingSearch, type BookingSearch } from './booking-search.ts'
import { countSearchMatches, newestSearchPage } from './bookings-list-search.ts'
import { toBooking } from '../booking-records/index.ts'
import { LIST_KEY_LENGTH } from './search-list-key.ts'

type BookingsQuery<O> = SelectQueryBuilder<Database, 'bookings', O>

/**
 * The fields the admin's search reads; SQLite's trigram index (migration 0006) holds the same ones, and the status
 * code of migration 0024 besides, which is never searched as text.
 */
const SEARCHED_COLUMNS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_phone_digits',
  'special_requirements',
] as const

/**
 * On PostgreSQL, the searched fields as one lower-cased text, so that a substring search is answered from one
 * trigram index (migration 0005 indexes this very expression; keep the two identical). The fields are joined by
 * a line break: no one-line field holds one and the search box cannot send one, so a match never spans two fields.
 * Migration 0019's trigger writes the same text into bookings_search_walk.
 */
export const SEARCH_TEXT = sql<string>`lower(customer_name || ${sql.lit('\n')} || customer_email || ${sql.lit('\n')} || coalesce(customer_phone, '') || ${sql.lit('\n')} || coalesce(customer_phone_digits, '') || ${sql.lit('\n')} || coalesce(special_requirements, ''))`

/**
 * The pickup time as the list sorts it, one key for each direction so that orders with no time yet come last
 * either way (a plain column puts nulls first one of the two ways): the largest instant stands in for none going
 * up, the smallest going down. Migration 0044 indexes these very expressions.
 */
export const PICKUP_SORT_KEYS = {
  asc: sql`coalesce(pickup_start, 9007199254740991)`,
  desc: sql`coalesce(pickup_start, -9007199254740991)`,
} as const

/** What each sortable column means in SQL; the same rules as toBooking and the shared pricing. */
const SORT_EXPRESSIONS: Record<Exclude<BookingSortColumn, 'pickupStart'>, Expression<unknown>> = {
  id: sql`id`,
  // Case-insensitive: PostgreSQL's C collation would otherwise put "anne" after "Zoe".
  customerName: sql`lower(customer_name)`,
  totalKnives: TOTAL_KNIVES_SQL,
  addOns: sql`(nick_repair_quantity + strapping_quantity)`,
  status: STATUS_ORDER_SQL,
  estimatedPrice: sql`estimated_price_cents`,
  createdAt: sql`created_at`,
}

/**
 * SQLite's trigram index of the orders, searched in the searched fields alone (not migration 0024's status code,
 * which only a text of its length could be found in), with a phone's digits looked for in their own column.
 */
export const bookingsIndexSearch = (digits: string | undefined) => ({
  index: 'bookings_search',
  within: { columns: SEARCHED_COLUMNS, othersAtMost: LIST_KEY_LENGTH },
  ...(digits === undefined ? {} : { digits: { column: 'customer_phone_digits', value: digits } }),
})

/**
 * What the admin's search box asks for (booking-search.ts), as the list's condition. On PostgreSQL `searchText` is
 * where the lower-cased fields are read: SEARCH_TEXT on bookings, or the copy migration 0019 keeps beside them.
 */
export function matchesSearch(
  kind: DatabaseKind,
  { text, digits, orderId }: BookingSearch,
  searchText: Expression<string> = SEARCH_TEXT,
) {
  return matchesSubstring(kind, {
    ...bookingsIndexSearch(digits),
    columns: SEARCHED_COLUMNS,
    searchText,
    ...(text === undefined ? {} : { text }),
    ...(orderId === undefined ? {} : { id: orderId }),
  })
}

/**
 * How a read goes through the orders: in the order a page is sorted by (its index picked by the planner), or along
 * the ids. Walking the ids, SQLite, which keeps no statistics, would still take the archive flag's or the status's
 * index as the narrowest and sort every order they hold for each chunk (the export of the 406,705 current orders
 * of a million: 25.6 s); their columns are read as `+archived` and `+status` there, which no index serves, so it
 * reads along the ids and stops at the chunk's end (3.8 s).
 */
export type BookingsRead = 'sorted' | 'by id'

/** The WHERE of the list, the board and the export: archive switch, status and search. */
export function whereBookingFilters(
  filters: BookingFilters,
  kind: DatabaseKind,
  read: BookingsRead = 'sorted',
) {
  const unindexed = read === 'by id' && kind === 'sqlite'
  const archived = unindexed ? sql<number>`+archived` : sql.ref<number>('archived')
  const status = unindexed ? sql<string>`+status` : sql.ref<string>('status')
  return (eb: ExpressionBuilder<Database, 'bookings'>) => {
    const conditions: Expression<SqlBool>[] = []
    if (filters.showOnlyArchived) conditions.push(eb(archived, '=', 1))
    else if (!filters.includeArchived) conditions.push(eb(archived, '=', 0))
    if (filters.status) conditions.push(eb(status, '=', filters.status))
    if (filters.updatedSince !== undefined) conditions.push(eb('updated_at', '>=', filters.updatedSince))
    if (filters.search) conditions.push(matchesSearch(kind, parseBookingSearch(filters.search)))
    return eb.and(conditions)
  }
}

export function filteredBookings(
  db: Db,
  filters: BookingFilters,
  read: BookingsRead = 'sorted',
): BookingsQuery<object> {
  return db.selectFrom('bookings').where(whereBookingFilters(filters, databaseKind(db), read))
}

/** Sorted by the server across all pages; the id breaks ties in the same direction, so pages never overlap. */
export function sortedBookings<O>(query: BookingsQuery<O>, sort: BookingSortColumn, order: 'asc' | 'desc') {
  const key = sort === 'pickupStart' ? PICKUP_SORT_KEYS[order] : SORT_EXPRESSIONS[sort]
  return query.orderBy(key, order).orderBy('id', order)
}

/** The list's order as asked, or by default: newest first, and a column asked for alone ascending. */
export function listOrder(query: Pick<BookingListQueryParsed, 'sort' | 'order'>) {
  return { sort: query.sort ?? 'createdAt', order: query.order ?? (query.sort ? 'asc' : 'desc') } as const
}

/** One page of the admin's list, and how many orders match in all. */
export async function listBookingsPage(db: Db, query: BookingListQueryParsed): Promise<BookingListResponse> {
  const newest = await newestSearchPage(db, query)
  if (newest) return newest
  const { sort, order } = listOrder(query)
  const offset = (query.page - 1) * query.limit
  const rows = await sortedBookings(filteredBookings(db, query).selectAll(), sort, order)
    .limit(query.limit)
    .offset(offset)
    .execute()
  // A page short of full is the last one, so it tells the total: a search saves its second scan. (An empty page
  // past the first says nothing: the results may end on an earlier page.)
  if (rows.length < query.limit && (rows.length > 0 || offset === 0)) {
    return { bookings: rows.map(toBooking), total: offset + rows.length }
  }
  // A search's total is counted only a few pages ahead (bookings-list-search.ts).
  if (query.search) return { bookings: rows.map(toBooking), ...(await countSearchMatches(db, query)) }
  return { bookings: rows.map(toBooking), total: await countBookings(db, query) }
}

export async function countBookings(db: Db, filters: BookingFilters): Promise<number> {
  const row = await filteredBookings(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
