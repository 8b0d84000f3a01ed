import {
  CalendarCheck,
  ClipboardList,
  Clock,
  DollarSign,
  Minus,
  TrendingDown,
  TrendingUp,
} from 'lucide-react'

import { StatCard } from '@/components/stat-card'
import { formatWholeDollars } from '@/lib/format-money'

import type { Stats } from '@shared/stats.schema.ts'
import { formatCount } from '../lib/report-format'
import { trendText, type TrendDirection, type TrendMetric } from '../lib/trend-text'

const DIRECTION_ICONS: Record<TrendDirection, typeof Minus | null> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
  none: null,
}

function TrendNote({ stats, metric }: { stats: Stats; metric: TrendMetric }) {
  const { text, direction } = trendText(metric, stats.trends[metric])
  const Icon = DIRECTION_ICONS[direction]
  return (
    <p className="flex items-center gap-1">
      {Icon && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      {text}
    </p>
  )
}

const CARDS: { metric: TrendMetric; label: string; icon: typeof Minus; show: (stats: Stats) => string }[] = [
  {
    metric: 'totalBookings',
    label: 'Total Bookings',
    icon: ClipboardList,
    show: (s) => formatCount(s.totalBookings),
  },
  { metric: 'revenue', label: 'Revenue', icon: DollarSign, show: (s) => formatWholeDollars(s.revenue) },
  {
    metric: 'pendingOrders',
    label: 'Pending Orders',
    icon: Clock,
    show: (s) => formatCount(s.pendingOrders),
  },
  {
    metric: 'completionRate',
    label: 'Completion Rate',
    icon: CalendarCheck,
    show: (s) => `${s.completionRate}%`,
  },
]

/** Total Bookings, Revenue, Pending Orders and Completion Rate, each with this month against the last. */
export function ReportStatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ metric, label, icon, show }) => (
        <StatCard
          key={metric}
          label={label}
          icon={icon}
          value={stats && show(stats)}
          note={stats ? <TrendNote stats={stats} metric={metric} /> : undefined}
        />
      ))}
    </section>
  )
}
