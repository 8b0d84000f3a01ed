import { REVENUE_STATUSES } from '../../../shared/booking-status.ts'
import type { MonthTrend, ServiceDistribution, Stats } from '../../../shared/stats.schema.ts'

/** How many bookings of one status, what they are priced at, and the knives and add-ons they hold. */
export interface StatusTotal {
  status: string
  bookings: number
  priceCents: number
  services: ServiceDistribution
}

/** The four cards of Reports (docs/decisions.md "Stats"), over whichever bookings the totals describe. */
export type BookingFigures = Pick<Stats, 'totalBookings' | 'revenue' | 'pendingOrders' | 'completionRate'>

function sumOf(totals: StatusTotal[], statuses: readonly string[], pick: (total: StatusTotal) => number) {
  return totals
    .filter((total) => statuses.includes(total.status))
    .reduce((sum, total) => sum + pick(total), 0)
}

const bookingsOf = (totals: StatusTotal[], statuses: readonly string[]) =>
  sumOf(totals, statuses, (total) => total.bookings)

/** The bookings the completion rate is taken over: all but the cancelled ones. */
function countableBookings(totals: StatusTotal[]): number {
  return totals.reduce((sum, total) => sum + total.bookings, 0) - bookingsOf(totals, ['cancelled'])
}

/** Half away from zero, so that a fall reads as large as the same rise. */
function roundHalfAway(value: number): number {
  const rounded = Math.round(Math.abs(value))
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

export function bookingFigures(totals: StatusTotal[]): BookingFigures {
  const countable = countableBookings(totals)
  return {
    totalBookings: totals.reduce((sum, total) => sum + total.bookings, 0),
    revenue: Math.floor(sumOf(totals, REVENUE_STATUSES, (total) => total.priceCents) / 100),
    pendingOrders: bookingsOf(totals, ['pending']),
    completionRate:
      countable === 0 ? 0 : Math.round((bookingsOf(totals, REVENUE_STATUSES) / countable) * 100),
  }
}

/** A count or an amount this month against last: the change in whole percent, null when last month had none. */
function percentChange(thisMonth: number, lastMonth: number): MonthTrend {
  const change = lastMonth === 0 ? null : roundHalfAway(((thisMonth - lastMonth) / lastMonth) * 100)
  return { thisMonth, lastMonth, change }
}

/**
 * Each card for the bookings made this calendar month against those of the last. The completion rate changes by
 * percentage points, and has nothing to compare with when last month had no booking that counts (none, or all
 * cancelled): its 0 there means "nothing to measure", not "nothing completed".
 */
export function monthTrends(thisMonth: StatusTotal[], lastMonth: StatusTotal[]): Stats['trends'] {
  const now = bookingFigures(thisMonth)
  const before = bookingFigures(lastMonth)
  return {
    totalBookings: percentChange(now.totalBookings, before.totalBookings),
    revenue: percentChange(now.revenue, before.revenue),
    pendingOrders: percentChange(now.pendingOrders, before.pendingOrders),
    completionRate: {
      thisMonth: now.completionRate,
      lastMonth: before.completionRate,
      change: countableBookings(lastMonth) === 0 ? null : now.completionRate - before.completionRate,
    },
  }
}

/** No knives, no add-ons: where a sum of services starts. */
export const NO_SERVICES: ServiceDistribution = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  notYetMeasured: 0,
  nickRepair: 0,
  strapping: 0,
}

/** Knives per blade size and add-ons over the bookings that are not cancelled. */
export function serviceDistribution(totals: StatusTotal[]): ServiceDistribution {
  const services = { ...NO_SERVICES }
  for (const total of totals) {
    if (total.status === 'cancelled') continue
    for (const key of Object.keys(services) as (keyof ServiceDistribution)[])
      services[key] += total.services[key]
  }
  return services
}
