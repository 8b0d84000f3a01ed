import type { MonthTrend, Stats } from '@shared/stats.schema.ts'

export type TrendMetric = keyof Stats['trends']

/** What a card says when last month had nothing to compare with (the change is null). */
const NOTHING_LAST_MONTH: Record<TrendMetric, string> = {
  totalBookings: 'No bookings last month',
  revenue: 'No revenue last month',
  pendingOrders: 'No pending orders last month',
  completionRate: 'Nothing to compare with last month',
}

export type TrendDirection = 'up' | 'down' | 'flat' | 'none'

export interface TrendSummary {
  text: string
  direction: TrendDirection
}

/** A real minus sign, which reads as one and lines up with the plus. */
const MINUS = '\u2212'

/**
 * A card's trend in the spec's form: "+12% vs last month", "−3% vs last month", "0% vs last month". The
 * completion rate is already a percent, so its change is in points: "+5 pts vs last month".
 */
export function trendText(metric: TrendMetric, trend: MonthTrend): TrendSummary {
  const { change } = trend
  if (change === null) return { text: NOTHING_LAST_MONTH[metric], direction: 'none' }
  const sign = change > 0 ? '+' : change < 0 ? MINUS : ''
  const unit = metric === 'completionRate' ? ' pts' : '%'
  return {
    text: `${sign}${Math.abs(change)}${unit} vs last month`,
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  }
}
