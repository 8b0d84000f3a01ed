import { formatWeekStart } from '../lib/report-format'
import { BarChart } from './bar-chart'
import { ChartCard } from './chart-card'

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
}

/** Something per week over the last weeks, as bars, with the same figures as a table for a screen reader. */
export function WeeklyBarChart(props: WeeklyBarChartProps) {
  const { weeks, describe } = props
  const data = weeks?.map((week) => ({
    key: week.weekStart,
    label: formatWeekStart(week.weekStart),
    value: week.value,
  }))
  const total = weeks?.reduce((sum, week) => sum + week.value, 0) ?? 0
  return (
    <ChartCard title={props.title} description={props.describeChart(weeks?.length ?? 12)}>
      {data &&
        (total === 0 ? (
          <p className="flex min-h-60 flex-1 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            {props.emptyText(data.length)}
          </p>
        ) : (
          <>
            <BarChart
              data={data}
              layout="columns"
              describe={describe}
              labelPrefix="Week of "
              figureText={props.axisTick}
              className="min-h-60 w-full flex-1"
            />
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
                  <tr key={week.key}>
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
