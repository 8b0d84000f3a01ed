import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'

import type { WeekCount } from '@shared/stats.schema.ts'
import { formatCount, formatWeekStart } from '../lib/report-format'
import { ChartCard } from './chart-card'
import { CHART_COLOURS, CHART_TEXT, ChartTooltip, useChartAnimation } from './chart-parts'

/** Booking Trends: bookings per week over the last 12 weeks, as bars, with the same figures as a table. */
export function BookingTrendsChart({ weeks }: { weeks: WeekCount[] | undefined }) {
  const data = weeks?.map((week) => ({ ...week, label: formatWeekStart(week.weekStart) }))
  const total = weeks?.reduce((sum, week) => sum + week.bookings, 0) ?? 0
  const animate = useChartAnimation()
  return (
    <ChartCard
      title="Booking Trends"
      description={`Bookings made each week, Monday to Sunday, over the last ${weeks?.length ?? 12} weeks.`}
    >
      {data &&
        (total === 0 ? (
          <p className="flex min-h-60 flex-1 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            No bookings in the last {data.length} weeks.
          </p>
        ) : (
          <>
            <div aria-hidden="true" className="min-h-60 w-full flex-1">
              <BarChart
                data={data}
                responsive
                accessibilityLayer={false}
                style={{ width: '100%', height: '100%' }}
                margin={{ top: 8, right: 4, bottom: 0, left: -24 }}
              >
                <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
                <XAxis dataKey="label" tick={CHART_TEXT} tickLine={false} axisLine={false} minTickGap={8} />
                <YAxis allowDecimals={false} tick={CHART_TEXT} tickLine={false} axisLine={false} />
                <Tooltip
                  cursor={{ fill: CHART_COLOURS.cursor }}
                  content={
                    <ChartTooltip describe={(value) => `${formatCount(value)} bookings`} prefix="Week of " />
                  }
                />
                <Bar
                  dataKey="bookings"
                  isAnimationActive={animate}
                  fill={CHART_COLOURS.primary}
                  radius={[4, 4, 0, 0]}
                  maxBarSize={40}
                />
              </BarChart>
            </div>
            <table className="sr-only">
              <caption>Bookings per week</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Bookings</th>
                </tr>
              </thead>
              <tbody>
                {data.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{week.label}</th>
                    <td>{week.bookings}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </ChartCard>
  )
}
