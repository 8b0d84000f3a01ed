import { sql, type Expression, type Selectable } from 'kysely'

import type { CustomerListQueryParsed } from '../../../shared/customer.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import type { CustomersTable } from '../../db/schema.ts'
import { matchesSearch } from './customers-search.ts'

/** Every stored column the API shows (PostgreSQL also holds search_text, which stays in the database). */
export const CUSTOMER_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'street_address',
  'city',
  'state',
  'zip_code',
  'reminders_opt_in',
  'unsubscribed_at',
] as const satisfies readonly (keyof CustomersTable)[]

export type CustomerRow = Pick<Selectable<CustomersTable>, (typeof CUSTOMER_COLUMNS)[number]>

/** For a page written as raw SQL: CUSTOMER_COLUMNS of the `customers` table, and the page's order as a keyword. */
export const CUSTOMER_COLUMNS_SQL = sql.join(CUSTOMER_COLUMNS.map((column) => sql.ref(`customers.${column}`)))
export const orderKeyword = (query: Pick<CustomerListQueryParsed, 'order'>) =>
  sql.raw((query.order ?? 'asc') === 'asc' ? 'asc' : 'desc')

/**
 * The customers a search finds, found first (through the trigram index) and only then sorted, each as its id and
 * name key alone. MATERIALIZED keeps PostgreSQL from walking customers_name_idx instead and testing every customer
 * on the way: it expects the matches spread evenly along the names, and those of a first name all sit together
 * ("Sarah …"), so a search for one read 173,000 of 200,000 customers (0.3 s) to show its first page. Whole rows
 * made the sort twice as slow (SQLite, the 3,368 customers of "maria": 6.6 → 3.0 ms); the page's rows are read
 * after it. SQLite, which has no such walk to choose here, sorts faster without the CTE written out (the 3,400
 * customers of "richard" at 200,000: 3.07 → 2.15 ms).
 */
export function customersMatching(db: Db, search: string) {
  const postgres = databaseKind(db) === 'postgres'
  return db
    .with(
      (cte) => (postgres ? cte('matches').materialized() : cte('matches')),
      (inner) =>
        inner
          .selectFrom('customers')
          .select(['id', sql<string>`lower(name)`.as('name_key')])
          .where(matchesSearch(search, databaseKind(db))),
    )
    .selectFrom('matches')
}

/** The newest booking's instant of the customer with this id; only the sort reads it, one index probe each. */
const lastOrderAt = (db: Db, customerId: Expression<number>) =>
  sql<number>`coalesce(${db
    .selectFrom('bookings')
    .select((eb) => eb.fn.max<number>('created_at').as('last'))
    .where('customer_id', '=', customerId)}, 0)`

/**
 * The customers of one page, without their totals, in the directory's order; of a search, the page of its matches
 * sorted (see customersMatching), then those customers' rows.
 */
export function directoryPageQuery(db: Db, query: CustomerListQueryParsed) {
  const sort = query.sort ?? 'name'
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc')
  const page = <T extends { limit(n: number): T; offset(n: number): T }>(builder: T) =>
    builder.limit(query.limit).offset((query.page - 1) * query.limit)
  const customers = db
    .selectFrom('customers')
    .select(CUSTOMER_COLUMNS)
    .orderBy(
      (eb) => (sort === 'name' ? sql`lower(${eb.ref('name')})` : lastOrderAt(db, eb.ref('customers.id'))),
      order,
    )
    .orderBy('id', order)
  if (!query.search) return page(customers)
  const pageIds = customersMatching(db, query.search)
    .select('id')
    .orderBy((eb) => (sort === 'name' ? eb.ref('name_key') : lastOrderAt(db, eb.ref('matches.id'))), order)
    .orderBy('id', order)
  return customers.where('id', 'in', page(pageIds))
}
