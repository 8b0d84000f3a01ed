import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BOOKING_TREND_WEEKS, RECENT_ACTIVITY_SIZE, Stats } from '../../../shared/stats.schema.ts'
import type { Db } from '../../db/database.ts'
import { monthBoundaries, recentWeeks } from '../../../shared/calendar.ts'
import { readBusinessProfile } from '../business/index.ts'
import { countedTotals, countedTotalsIn } from './booking-counters.repository.ts'
import type { InstantRange } from './counter-ranges.ts'
import { bookingFigures, monthTrends, serviceDistribution, type StatusTotal } from './stats-figures.ts'
import { recentActivity, totalsByStatus } from './stats.repository.ts'
import { moneyFigures } from './money-counters.repository.ts'
import { comebackFigures } from './comeback-figures.repository.ts'

/** Where the per-status totals come from: the counters (served), or the bookings themselves (the tests' check). */
export interface TotalsSource {
  allTime(db: Db): Promise<StatusTotal[]>
  inRanges(db: Db, ranges: InstantRange[]): Promise<StatusTotal[][]>
}

export const COUNTED: TotalsSource = { allTime: countedTotals, inRanges: countedTotalsIn }
export const FROM_SCRATCH: TotalsSource = {
  allTime: (db) => totalsByStatus(db),
  inRanges: (db, ranges) => Promise.all(ranges.map((range) => totalsByStatus(db, range))),
}

/** Everything the Reports tab shows, with months and weeks as the business's calendar has them at `now`. */
export async function reportStats(
  db: Db,
  timeZone: string,
  now: number,
  source: TotalsSource = COUNTED,
): Promise<Stats> {
  const months = monthBoundaries(now, timeZone)
  const weeks = recentWeeks(now, BOOKING_TREND_WEEKS, timeZone)
  const [allTime, [thisMonth = [], lastMonth = [], ...perWeek], activity, money, comeback] =
    await Promise.all([
      source.allTime(db),
      source.inRanges(db, [
        { from: months.thisMonthStart, to: months.nextMonthStart },
        { from: months.lastMonthStart, to: months.thisMonthStart },
        ...weeks,
      ]),
      recentActivity(db, RECENT_ACTIVITY_SIZE),
      moneyFigures(db, weeks),
      comebackFigures(db),
    ])
  const weeklyBookings = weeks.map((week, index) => ({
    weekStart: week.weekStart,
    bookings: (perWeek[index] ?? []).reduce((sum, total) => sum + total.bookings, 0),
  }))
  return {
    ...bookingFigures(allTime),
    timeZone,
    trends: monthTrends(thisMonth, lastMonth),
    weeklyBookings,
    services: serviceDistribution(allTime),
    recentActivity: activity,
    ...money,
    comeback,
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
          'The Reports figures: totals, this month against last, weekly bookings, services, recent activity, money received',
        response: { 200: Stats, 401: ApiError },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store')
      const { timezone } = await readBusinessProfile(app.db)
      return reportStats(app.db, timezone, Date.now())
    },
  )
}
