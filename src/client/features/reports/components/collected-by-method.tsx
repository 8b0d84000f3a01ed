import { formatPrice } from '@/lib/format-money'

import { PAYMENT_METHOD_LABELS } from '@shared/payment-methods.ts'
import type { MethodMoney } from '@shared/stats.schema.ts'
import { ChartCard } from './chart-card'

/** Collected by Method: each method the owner was paid by, with its amount and its share of the whole. */
export function CollectedByMethod({ methods }: { methods: MethodMoney[] | undefined }) {
  const used = methods?.filter((row) => Number(row.amount) > 0)
  const total = used?.reduce((sum, row) => sum + Number(row.amount), 0) ?? 0
  return (
    <ChartCard
      title="Collected by Method"
      description="Payments received by each method, tips aside; voided payments do not count."
    >
      {used &&
        (used.length === 0 ? (
          <p className="flex min-h-60 flex-1 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            No payments recorded yet.
          </p>
        ) : (
          <dl className="flex flex-col gap-3">
            {used.map((row) => {
              const share = Math.round((Number(row.amount) / total) * 100)
              return (
                <div
                  key={row.method}
                  className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-1 text-sm"
                >
                  <dt className="font-medium">{PAYMENT_METHOD_LABELS[row.method]}</dt>
                  <dd className="tabular-nums">
                    {formatPrice(row.amount)}
                    <span className="ml-2 text-muted-foreground">{share}%</span>
                  </dd>
                  <dd aria-hidden="true" className="col-span-2 h-2 rounded-full bg-muted">
                    <div className="h-2 rounded-full bg-primary" style={{ width: `${share}%` }} />
                  </dd>
                </div>
              )
            })}
          </dl>
        ))}
    </ChartCard>
  )
}
