import type { LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'

import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

interface StatCardProps {
  label: string
  icon: LucideIcon
  /** undefined while loading: a skeleton stands in. */
  value: string | undefined
  /** A line under the figure: what it counts, or how it moved. */
  note?: ReactNode
}

/** One figure of a dashboard row: its name, the number, and a short note. */
export function StatCard({ label, icon: Icon, value, note }: StatCardProps) {
  const labelId = useId()
  return (
    <Card role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-1 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </h3>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-copper" />
      </div>
      {value === undefined ? (
        <Skeleton className="my-1 h-7 w-20" />
      ) : (
        <p className="truncate text-2xl font-semibold tabular-nums">{value}</p>
      )}
      {note && <div className="text-xs text-muted-foreground">{note}</div>}
    </Card>
  )
}
