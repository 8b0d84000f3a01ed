import { formatPrice, formatWholeDollars } from '@/lib/format-money'

import { centsToDecimal } from '@shared/format.ts'
import type { WeekMoney } from '@shared/stats.schema.ts'
import { WeeklyBarChart } from './weekly-bar-chart'

const dollars = (value: number) => formatPrice(centsToDecimal(Math.round(value * 100)))

/** Money Collected: the payments received each week (tips aside), over the weeks of Booking Trends. */
export function MoneyCollectedChart({ weeks }: { weeks: WeekMoney[] | undefined }) {
  return (
    <WeeklyBarChart
      title="Money Collected"
      describeChart={(count) =>
        `Payments received each week, Monday to Sunday, over the last ${count} weeks, tips aside; voided payments do not count.`
      }
      weeks={weeks?.map((week) => ({ weekStart: week.weekStart, value: Number(week.amount) }))}
      emptyText={(count) => `No payments received in the last ${count} weeks.`}
      caption="Money collected per week"
      valueHeader="Collected"
      cellText={dollars}
      describe={(value) => `${dollars(value)} collected`}
      axisTick={formatWholeDollars}
    />
  )
}
