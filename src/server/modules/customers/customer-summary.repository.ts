import { REVENUE_STATUSES } from '../../../shared/booking-status.ts'
import type { CustomerSummary } from '../../../shared/customer.schema.ts'
import { centsToDecimal } from '../../../shared/format.ts'
import { averageOrderValueCents } from '../../../shared/order-value.ts'
import type { Db } from '../../db/database.ts'
import { countedTotals } from '../stats/index.ts'

/**
 * The four cards of Customer Management, read from counters the database keeps beside the rows: customers and
 * repeat customers from customer_stats (migration 0016), revenue and its orders from the day counters (migration
 * 0014). A few thousand rows read whatever the number of bookings, and always equal to customerSummaryFromBookings
 * (customer-summary.test.ts checks it after random writes on both databases).
 */
export async function customerSummary(db: Db): Promise<CustomerSummary> {
  const [people, totals] = await Promise.all([
    db.selectFrom('customer_stats').select(['customers', 'repeat_customers']).executeTakeFirst(),
    countedTotals(db),
  ])
  const revenue = totals.filter((total) => REVENUE_STATUSES.some((status) => status === total.status))
  const revenueCents = revenue.reduce((sum, total) => sum + total.priceCents, 0)
  const revenueOrders = revenue.reduce((sum, total) => sum + total.bookings, 0)
  return {
    totalCustomers: Number(people?.customers ?? 0),
    repeatCustomers: Number(people?.repeat_customers ?? 0),
    totalRevenue: centsToDecimal(revenueCents),
    avgOrderValue: centsToDecimal(averageOrderValueCents(revenueCents, revenueOrders)),
  }
}
