import { formatDay } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'

import type { Customer } from '@shared/customer.schema.ts'
import { CustomerSection } from './customer-section'

/** Total orders, total spent (completed and paid orders), first and last order. */
export function CustomerStats({ customer, timeZone }: { customer: Customer; timeZone?: string }) {
  const day = (iso: string | null) => (iso ? formatDay(iso, timeZone) : '—')
  const figures = [
    { label: 'Total Orders', value: String(customer.totalOrders) },
    { label: 'Total Spent', value: formatPrice(customer.totalSpent) },
    { label: 'First Order', value: day(customer.firstOrderDate) },
    { label: 'Last Order', value: day(customer.lastOrderDate) },
  ]
  return (
    <CustomerSection title="Customer Stats">
      <dl className="grid grid-cols-2 gap-2">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-md bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Total spent counts completed and paid orders.</p>
    </CustomerSection>
  )
}
