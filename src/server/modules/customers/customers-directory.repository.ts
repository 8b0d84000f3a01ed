import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely'

import { REVENUE_STATUSES } from '../../../shared/booking-status.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import type {
  Customer,
  CustomerList,
  CustomerListQueryParsed,
  CustomerSummary,
} from '../../../shared/customer.schema.ts'
import { centsToDecimal } from '../../../shared/format.ts'
import { averageOrderValueCents } from '../../../shared/order-value.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import type { CustomersTable, Database } from '../../db/schema.ts'
import { searchCountCap, totalUpTo } from '../bookings/bookings-list-search.ts'
import { toBooking } from '../bookings/bookings.repository.ts'
import {
  countSearchMatches,
  CUSTOMER_SEARCH_WALK,
  customerCount,
  matchesSearch,
  NAME_WALK,
  namesWalkCondition,
} from './customers-search.ts'

/** Every stored column the API shows (PostgreSQL also holds search_text, which stays in the database). */
const CUSTOMER_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'street_address',
  'city',
  'state',
  'zip_code',
] as const satisfies readonly (keyof CustomersTable)[]

type CustomerRow = Pick<Selectable<CustomersTable>, (typeof CUSTOMER_COLUMNS)[number]>

/** What a customer's bookings add up to; computed from the bookings whenever asked, never stored. */
interface CustomerTotals {
  totalOrders: number
  spentCents: number
  firstOrderAt: number | null
  lastOrderAt: number | null
}

const NO_ORDERS: CustomerTotals = { totalOrders: 0, spentCents: 0, firstOrderAt: null, lastOrderAt: null }

const isoOrNull = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString())

/** The only place a customer row becomes the API's Customer. */
function toCustomer(row: CustomerRow, totals: CustomerTotals): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    totalOrders: totals.totalOrders,
    totalSpent: centsToDecimal(totals.spentCents),
    firstOrderDate: isoOrNull(totals.firstOrderAt),
    lastOrderDate: isoOrNull(totals.lastOrderAt),
  }
}

/**
 * The totals of these customers only, in one pass over their bookings (bookings_customer_idx): a page costs the
 * same whether the directory holds a hundred customers or a hundred thousand.
 */
export function customerTotalsQuery(db: Db, customerIds: number[]) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      'customer_id',
      eb.fn.countAll<number>().as('total_orders'),
      eb.fn
        .sum<number | null>('estimated_price_cents')
        .filterWhere('status', 'in', REVENUE_STATUSES)
        .as('spent_cents'),
      eb.fn.min<number>('created_at').as('first_order_at'),
      eb.fn.max<number>('created_at').as('last_order_at'),
    ])
    .where('customer_id', 'in', customerIds)
    .groupBy('customer_id')
}

async function totalsOf(db: Db, customerIds: number[]): Promise<Map<number, CustomerTotals>> {
  if (customerIds.length === 0) return new Map()
  const rows = await customerTotalsQuery(db, customerIds).execute()
  return new Map(
    rows.map((row) => [
      row.customer_id,
      {
        totalOrders: Number(row.total_orders),
        spentCents: Number(row.spent_cents ?? 0),
        firstOrderAt: Number(row.first_order_at),
        lastOrderAt: Number(row.last_order_at),
      },
    ]),
  )
}

/**
 * The customers a search finds, found first (through the trigram index) and only then sorted. MATERIALIZED keeps
 * PostgreSQL from walking customers_name_idx instead and testing every customer on the way: it expects the matches
 * spread evenly along the names, and those of a first name all sit together ("Sarah …"), so a search for one read
 * 173,000 of 200,000 customers (0.3 s) to show its first page.
 */
function customersMatching(db: Db, search: string) {
  return db
    .with(
      (cte) => cte('matches').materialized(),
      (inner) =>
        inner
          .selectFrom('customers')
          .selectAll()
          .where(matchesSearch(search, databaseKind(db))),
    )
    .selectFrom('matches as customers')
}

/** The newest booking's instant; only the sort reads it per customer, one index probe each. */
const lastOrderAt = (eb: ExpressionBuilder<Database, 'customers'>) =>
  eb.fn.coalesce(
    eb
      .selectFrom('bookings')
      .select((inner) => inner.fn.max<number>('bookings.created_at').as('last'))
      .whereRef('bookings.customer_id', '=', 'customers.id'),
    eb.lit(0),
  )

/** The customers of one page, without their totals: of a search, its matches sorted (see customersMatching). */
export function directoryPageQuery(db: Db, query: CustomerListQueryParsed) {
  const sort = query.sort ?? 'name'
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc')
  const customers = query.search ? customersMatching(db, query.search) : db.selectFrom('customers')
  return customers
    .select(CUSTOMER_COLUMNS)
    .orderBy((eb) => (sort === 'name' ? sql`lower(${eb.ref('name')})` : lastOrderAt(eb)), order)
    .orderBy('id', order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

/**
 * The customers a walk of the first `entries` names passes whose test (`condition`) they meet, in name order: the
 * key is a column of the walk, so that the ORDER BY is the walk's own and nothing is sorted again. PostgreSQL's
 * walk tests each customer's stored search_text, read from customers_name_search_idx alone (migration 0020);
 * SQLite's, the id alone (namesWalkCondition).
 */
function matchesAlongNames(db: Db, condition: Expression<SqlBool>, order: 'asc' | 'desc', entries: number) {
  const walk = db
    .selectFrom('customers')
    .select(['id', sql<string>`lower(name)`.as('name_key')])
    .$if(databaseKind(db) === 'postgres', (walked) =>
      walked.select(sql<string>`search_text`.as('search_text')),
    )
    .orderBy(sql`lower(name)`, order)
    .orderBy('id', order)
    .limit(entries)
  return db
    .selectFrom(walk.as('walk'))
    .select('id')
    .where(condition)
    .orderBy('name_key', order)
    .orderBy('id', order)
}

/** These customers (a list of ids, or a query of them), in the directory's order by name. */
function customersByName(
  db: Db,
  ids: readonly number[] | ReturnType<typeof matchesAlongNames>,
  order: 'asc' | 'desc',
) {
  return db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('id', 'in', ids)
    .orderBy(sql`lower(name)`, order)
    .orderBy('id', order)
    .execute()
}

/**
 * A search's page by name read along customers_name_idx, each customer tested as the walk passes it
 * (namesWalkCondition) and only the page's customers read in full, reading no more than `entries` index entries:
 * when many customers match, the page fills long before that, without reading every match. Undefined when the page
 * did not fill within them (the matches may sit further along the names, as a first name's do) or the names are not
 * walked for this search: the caller then sorts the matches (directoryPageQuery).
 */
export async function pageWalkingNames(
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  entries = NAME_WALK[databaseKind(db)].most,
) {
  const condition = namesWalkCondition(query.search, databaseKind(db))
  if (!condition) return undefined
  const order = query.order ?? 'asc'
  const pageIds = matchesAlongNames(db, condition, order, entries)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  const rows = await customersByName(db, pageIds, order)
  return rows.length === query.limit ? rows : undefined
}

/** PostgreSQL: the matches among the first `entries` customers by name, in that order, from an index alone. */
export const nameWalkMatches = (
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  entries: number,
) => matchesAlongNames(db, matchesSearch(query.search, 'postgres'), query.order ?? 'asc', entries)

/**
 * PostgreSQL, a search's page by name and its count ahead from one walk along customers_name_search_idx, which
 * holds each customer's search_text beside the name (migration 0020): the first cap + 1 matches in name order, each
 * customer's text tested from the index alone, without counting the matches through the trigram index first.
 * Undefined when fewer were found within `entries` and the walk did not reach the last customer (the matches are
 * rarer, or sit further along the names, as a first name's do): the caller counts them and sorts or walks as on
 * SQLite.
 */
export async function walkedSearchPage(
  db: Db,
  query: CustomerListQueryParsed & { search: string },
  entries = CUSTOMER_SEARCH_WALK,
) {
  if (databaseKind(db) !== 'postgres' || (query.sort ?? 'name') !== 'name') return undefined
  const cap = searchCountCap(query)
  const found = await nameWalkMatches(db, query, entries)
    .limit(cap + 1)
    .execute()
  if (found.length <= cap && (await customerCount(db)) > entries) return undefined
  const offset = (query.page - 1) * query.limit
  const ids = found.slice(offset, offset + query.limit).map((row) => row.id)
  const rows = ids.length === 0 ? [] : await customersByName(db, ids, query.order ?? 'asc')
  return { rows, found: found.length, cap }
}

/**
 * One page of the directory and how many customers match. Sorted by name (A to Z, through customers_name_idx)
 * unless asked for lastOrderDate (the most recent first); the id breaks ties in the same direction, so pages
 * never overlap. The page is chosen first, then only its customers' totals are computed. A search's total is
 * counted no further than the admin order search counts its own (searchCountCap): past it, moreThanTotal.
 */
export async function listCustomersPage(db: Db, query: CustomerListQueryParsed): Promise<CustomerList> {
  const offset = (query.page - 1) * query.limit
  const walkedSearch = query.search
    ? await walkedSearchPage(db, { ...query, search: query.search })
    : undefined
  const counted = query.search && !walkedSearch ? await countSearchMatches(db, query) : undefined
  const walked =
    query.search && counted?.walkNames && (query.sort ?? 'name') === 'name'
      ? await pageWalkingNames(db, { ...query, search: query.search })
      : undefined
  const rows = walkedSearch?.rows ?? walked ?? (await directoryPageQuery(db, query).execute())
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  )
  const customers = rows.map((row) => toCustomer(row, totals.get(row.id) ?? NO_ORDERS))
  const searchTotal = walkedSearch ?? counted
  if (searchTotal) return { customers, ...totalUpTo(searchTotal.found, searchTotal.cap) }
  // A page short of full is the last one, so it tells the total without counting again.
  if (rows.length < query.limit && (rows.length > 0 || offset === 0)) {
    return { customers, total: offset + rows.length }
  }
  return { customers, total: await customerCount(db) }
}

export async function findCustomerById(db: Db, id: number): Promise<Customer | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const totals = await totalsOf(db, [id])
  return toCustomer(row, totals.get(id) ?? NO_ORDERS)
}

/**
 * The four cards computed from scratch: one pass over the bookings, one over their customer index. The route reads
 * the counters instead (customer-summary.repository.ts); this is what they must equal.
 */
export async function customerSummaryFromBookings(db: Db): Promise<CustomerSummary> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn
        .sum<number | null>('estimated_price_cents')
        .filterWhere('status', 'in', REVENUE_STATUSES)
        .as('revenue_cents'),
      eb.fn.countAll<number>().filterWhere('status', 'in', REVENUE_STATUSES).as('revenue_orders'),
      eb
        .selectFrom('customers')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('customers'),
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('bookings')
            .select('customer_id')
            .groupBy('customer_id')
            .having((having) => having.fn.countAll(), '>', 1)
            .as('repeat'),
        )
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('repeat_customers'),
    ])
    .executeTakeFirstOrThrow()
  const revenueCents = Number(row.revenue_cents ?? 0)
  return {
    totalCustomers: Number(row.customers),
    repeatCustomers: Number(row.repeat_customers),
    totalRevenue: centsToDecimal(revenueCents),
    avgOrderValue: centsToDecimal(averageOrderValueCents(revenueCents, Number(row.revenue_orders))),
  }
}

/** Every order of the customer, newest first, archived ones included (bookings_customer_idx). */
export async function listCustomerBookings(db: Db, customerId: number): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toBooking)
}
