import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'

import { formatWeekStart } from '../lib/report-format'
import { ChartCard } from './chart-card'
import { CHART_COLOURS, CHART_TEXT, ChartTooltip, useChartAnimation } from './chart-parts'

export interface WeekValue {
  /** The Monday the week starts on, YYYY-MM-DD in the business's time zone. */
  weekStart: string
  value: number
}

interface WeeklyBarChartProps {
  title: string
  /** Says what a bar counts, given the number of weeks. */
  describeChart: (weeks: number) => string
  /** undefined while loading. */
  weeks: WeekValue[] | undefined
  /** Shown instead of the bars when every week is 0, given the number of weeks. */
  emptyText: (weeks: number) => string
  /** The screen reader's table: its caption and the name of its figures' column. */
  caption: string
  valueHeader: string
  /** A figure in the table, in the tooltip (in words), and on the axis. */
  cellText: (value: number) => string
  describe: (value: number) => string
  axisTick: (value: number) => string
  axisWidth?: number
}

/** Something per week over the last weeks, as bars, with the same figures as a table for a screen reader. */
export function WeeklyBarChart(props: WeeklyBarChartProps) {
  const { weeks, describe } = props
  const data = weeks?.map((week) => ({ ...week, label: formatWeekStart(week.weekStart) }))
  const total = weeks?.reduce((sum, week) => sum + week.value, 0) ?? 0
  const animate = useChartAnimation()
  return (
    <ChartCard title={props.title} description={props.describeChart(weeks?.length ?? 12)}>
      {data &&
        (total === 0 ? (
          <p className="flex min-h-60 flex-1 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            {props.emptyText(data.length)}
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
                <YAxis
                  allowDecimals={false}
                  tick={CHART_TEXT}
                  tickLine={false}
                  axisLine={false}
                  tickFormatter={props.axisTick}
                  width={props.axisWidth ?? 60}
                />
                <Tooltip
                  cursor={{ fill: CHART_COLOURS.cursor }}
                  content={<ChartTooltip describe={describe} prefix="Week of " />}
                />
                <Bar
                  dataKey="value"
                  isAnimationActive={animate}
                  fill={CHART_COLOURS.primary}
                  radius={[4, 4, 0, 0]}
                  maxBarSize={40}
                />
              </BarChart>
            </div>
            <table className="sr-only">
              <caption>{props.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">{props.valueHeader}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{week.label}</th>
                    <td>{props.cellText(week.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </ChartCard>
  )
}
