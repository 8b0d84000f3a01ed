import type { WeekCount } from '@shared/stats.schema.ts'
import { formatCount } from '../lib/report-format'
import { WeeklyBarChart } from './weekly-bar-chart'

/** Booking Trends: bookings per week over the last 12 weeks, as bars, with the same figures as a table. */
export function BookingTrendsChart({ weeks }: { weeks: WeekCount[] | undefined }) {
  return (
    <WeeklyBarChart
      title="Booking Trends"
      describeChart={(count) => `Bookings made each week, Monday to Sunday, over the last ${count} weeks.`}
      weeks={weeks?.map((week) => ({ weekStart: week.weekStart, value: week.bookings }))}
      emptyText={(count) => `No bookings in the last ${count} weeks.`}
      caption="Bookings per week"
      valueHeader="Bookings"
      cellText={formatCount}
      describe={(value) => `${formatCount(value)} bookings`}
      axisTick={formatCount}
    />
  )
}
