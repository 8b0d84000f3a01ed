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
import type { Db } from '../../db/database.ts'
import { totalUpTo } from '../../lib/search-count.ts'
import { toBooking } from '../booking-records/index.ts'
import { customerCount } from './customers-search.ts'
import { searchPage } from './customers-search-page.ts'
import { CUSTOMER_COLUMNS, directoryPageQuery, type CustomerRow } from './directory-page-query.ts'

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
    remindersOptIn: row.reminders_opt_in === 1,
    unsubscribedAt: isoOrNull(row.unsubscribed_at),
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
 * One page of the directory and how many customers match. Sorted by name (A to Z, through customers_name_idx)
 * unless asked for lastOrderDate (the most recent first); the id breaks ties in the same direction, so pages
 * never overlap. The page is chosen first, then only its customers' totals are computed. A search's total is
 * counted no further than the admin order search counts its own (searchCountCap): past it, moreThanTotal.
 */
export async function listCustomersPage(db: Db, query: CustomerListQueryParsed): Promise<CustomerList> {
  const offset = (query.page - 1) * query.limit
  const search = query.search ? await searchPage(db, { ...query, search: query.search }) : undefined
  const rows = search?.rows ?? (await directoryPageQuery(db, query).execute())
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  )
  const customers = rows.map((row) => toCustomer(row, totals.get(row.id) ?? NO_ORDERS))
  if (search) return { customers, ...totalUpTo(search.found, search.cap) }
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
