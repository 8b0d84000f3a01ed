import { z } from 'zod'

import { BookingEvent } from './booking-admin.schema.ts'
import { PaymentMethod } from './payment.schema.ts'

/**
 * GET /api/stats (issue 5, spec "Admin: Reports", docs/decisions.md "Stats"). Admin session required.
 *
 * The spec's four figures over every booking (archived ones included):
 *   totalBookings  = all bookings
 *   revenue        = completed + paid, whole dollars (rounded down)
 *   pendingOrders  = status pending
 *   completionRate = (completed + paid) / (all − cancelled), a whole percent (rounded); 0 when nothing counts
 *
 * Everything by date is in the business timezone (config BUSINESS_TIMEZONE, returned as `timeZone`): a booking
 * made at 23:30 on 31 January in Orlando belongs to January even though it is February in UTC.
 */

/** One card's figure for the bookings made this calendar month and the last. */
export const MonthTrend = z.object({
  thisMonth: z.number(),
  lastMonth: z.number(),
  /**
   * The change as a whole percent, rounded: (thisMonth − lastMonth) / lastMonth × 100 for counts and revenue,
   * the difference in percentage points for completionRate. null when last month had nothing to compare with.
   */
  change: z.number().int().nullable(),
})
export type MonthTrend = z.infer<typeof MonthTrend>

/** Bookings made in one week (Monday to Sunday in the business timezone). */
export const WeekCount = z.object({
  /** The Monday the week starts on, YYYY-MM-DD in the business timezone. */
  weekStart: z.iso.date(),
  bookings: z.number().int(),
})
export type WeekCount = z.infer<typeof WeekCount>

/** Knives and add-ons over every booking that is not cancelled. */
export const ServiceDistribution = z.object({
  bladesOver9Inches: z.number().int(),
  blades7To9Inches: z.number().int(),
  blades4To6Inches: z.number().int(),
  bladesUnder4Inches: z.number().int(),
  /** Knives of pickup bookings not yet measured (their sizes are unknown until pickup). */
  notYetMeasured: z.number().int(),
  nickRepair: z.number().int(),
  strapping: z.number().int(),
})
export type ServiceDistribution = z.infer<typeof ServiceDistribution>

/** One line of Recent Activity: a booking event with its order's customer ("BO-000042 marked completed"). */
export const ActivityItem = BookingEvent.extend({
  bookingId: z.number().int(),
  customerName: z.string(),
}).meta({ id: 'ActivityItem' })
export type ActivityItem = z.infer<typeof ActivityItem>

/** Money received in one week (Monday to Sunday in the business timezone), tips aside: "120.00". */
export const WeekMoney = z.object({
  weekStart: z.iso.date(),
  amount: z.string(),
})
export type WeekMoney = z.infer<typeof WeekMoney>

/** Money received by one method, tips aside: "120.00". */
export const MethodMoney = z.object({ method: PaymentMethod, amount: z.string() })
export type MethodMoney = z.infer<typeof MethodMoney>

export { REMINDER_FOLLOW_DAYS } from './reminder-follow.ts'

/**
 * Whether customers come back (issue 43 point 6):
 *   customers, repeatCustomers  = customers (one per e-mail, case-insensitive, as the Customers directory counts
 *                                 them) and those with two orders or more; repeatShare = their whole percent
 *   remindersSent               = "sharpening due" reminders the mail server accepted
 *   bookingsAfterReminder       = bookings created within REMINDER_FOLLOW_DAYS after a reminder to their customer
 *                                 was sent (each booking counted once)
 *   averageRating, ratedReviews = over the approved reviews (published or not), to one decimal; null with none
 */
export const ComebackFigures = z.object({
  customers: z.number().int(),
  repeatCustomers: z.number().int(),
  repeatShare: z.number().int(),
  remindersSent: z.number().int(),
  bookingsAfterReminder: z.number().int(),
  averageRating: z.number().nullable(),
  ratedReviews: z.number().int(),
})
export type ComebackFigures = z.infer<typeof ComebackFigures>

export const RECENT_ACTIVITY_SIZE = 10
export const BOOKING_TREND_WEEKS = 12

export const Stats = z
  .object({
    totalBookings: z.number().int(),
    /** Whole dollars. */
    revenue: z.number().int(),
    pendingOrders: z.number().int(),
    /** A whole percent, 0 to 100. */
    completionRate: z.number().int(),
    /** The IANA timezone the months and weeks are counted in. */
    timeZone: z.string(),
    /** Each card's figure over the bookings made this calendar month and the last. */
    trends: z.object({
      totalBookings: MonthTrend,
      revenue: MonthTrend,
      pendingOrders: MonthTrend,
      completionRate: MonthTrend,
    }),
    /** The last 12 weeks, oldest first; the last entry is the current week so far. */
    weeklyBookings: z.array(WeekCount),
    services: ServiceDistribution,
    /** The latest booking events, newest first, at most RECENT_ACTIVITY_SIZE. */
    recentActivity: z.array(ActivityItem),
    /*
     * Money received (issue 42 point 6; docs/decisions.md "Stats", cash basis), decimal strings like "120.00":
     *   collected          = the amounts of every payment not voided, tips aside, whatever the order's status now
     *   tips               = the tips of those payments
     *   outstanding        = the balances due (final price, or the estimate before pickup, less the payments not
     *                        voided) of the orders not cancelled, archived ones included, where above zero
     *   collectedByMethod  = collected per method, every method in PAYMENT_METHODS order, "0.00" for none
     *   collectedByWeek    = collected by the week each payment was received in, the weeks of weeklyBookings
     */
    collected: z.string(),
    tips: z.string(),
    outstanding: z.string(),
    collectedByMethod: z.array(MethodMoney),
    collectedByWeek: z.array(WeekMoney),
    comeback: ComebackFigures,
  })
  .meta({ id: 'Stats' })
export type Stats = z.infer<typeof Stats>
