import { DollarSign, Receipt, Repeat, Users } from 'lucide-react'

import { StatCard } from '@/components/stat-card'
import { formatPrice } from '@/lib/format-money'

import type { CustomerSummary } from '@shared/customer.schema.ts'

const count = new Intl.NumberFormat('en-US')

interface CustomerSummaryCardsProps {
  summary: CustomerSummary | undefined
  /** The totals could not be loaded: a dash instead of a figure. */
  failed: boolean
}

/** Total Customers, Repeat Customers, Total Revenue and Avg Order Value, over the whole directory. */
export function CustomerSummaryCards({ summary, failed }: CustomerSummaryCardsProps) {
  const figure = (show: (summary: CustomerSummary) => string) =>
    summary ? show(summary) : failed ? '—' : undefined
  return (
    <section aria-label="Customer totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Customers"
        icon={Users}
        value={figure((s) => count.format(s.totalCustomers))}
        note="Everyone who has booked"
      />
      <StatCard
        label="Repeat Customers"
        icon={Repeat}
        value={figure((s) => count.format(s.repeatCustomers))}
        note="More than one order"
      />
      <StatCard
        label="Total Revenue"
        icon={DollarSign}
        value={figure((s) => formatPrice(s.totalRevenue))}
        note="Completed and paid orders"
      />
      <StatCard
        label="Avg Order Value"
        icon={Receipt}
        value={figure((s) => formatPrice(s.avgOrderValue))}
        note="Per completed or paid order"
      />
    </section>
  )
}
