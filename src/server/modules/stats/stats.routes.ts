import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BOOKING_TREND_WEEKS, RECENT_ACTIVITY_SIZE, Stats } from '../../../shared/stats.schema.ts'
import type { Db } from '../../db/database.ts'
import { monthBoundaries, recentWeeks } from './business-calendar.ts'
import { bookingFigures, monthTrends, serviceDistribution } from './stats-figures.ts'
import { bookingsPerWeek, recentActivity, totalsByStatus } from './stats.repository.ts'

/** Everything the Reports tab shows, with months and weeks as the business's calendar has them at `now`. */
export async function reportStats(db: Db, timeZone: string, now: number): Promise<Stats> {
  const months = monthBoundaries(now, timeZone)
  const [allTime, thisMonth, lastMonth, weeklyBookings, activity] = await Promise.all([
    totalsByStatus(db),
    totalsByStatus(db, { from: months.thisMonthStart, to: months.nextMonthStart }),
    totalsByStatus(db, { from: months.lastMonthStart, to: months.thisMonthStart }),
    bookingsPerWeek(db, recentWeeks(now, BOOKING_TREND_WEEKS, timeZone)),
    recentActivity(db, RECENT_ACTIVITY_SIZE),
  ])
  return {
    ...bookingFigures(allTime),
    timeZone,
    trends: monthTrends(thisMonth, lastMonth),
    weeklyBookings,
    services: serviceDistribution(allTime),
    recentActivity: activity,
  }
}

/** GET /api/stats, the Reports tab (spec "Admin: Reports"); admin session required. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats',
    {
      schema: {
        tags: ['stats'],
        summary:
          'The Reports figures: totals, this month against last, weekly bookings, services, recent activity',
        response: { 200: Stats, 401: ApiError },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store')
      return reportStats(app.db, app.config.business.timezone, Date.now())
    },
  )
}
