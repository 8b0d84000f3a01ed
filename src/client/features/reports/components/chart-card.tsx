import { useId, type ReactNode } from 'react'

import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

interface ChartCardProps {
  title: string
  description: string
  /** undefined while loading: a skeleton stands in. */
  children: ReactNode | undefined
  className?: string
}

/** A titled, described figure: the chart for the eye, and (inside children) a table for a screen reader. */
export function ChartCard({ title, description, children, className }: ChartCardProps) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <Card className={className}>
      <figure
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="flex h-full flex-col gap-3 p-4 sm:p-6"
      >
        <figcaption className="flex flex-col gap-1">
          <h3 id={titleId} className="text-lg font-semibold">
            {title}
          </h3>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        </figcaption>
        {children ?? (
          <div role="status">
            <span className="sr-only">Loading {title}…</span>
            <Skeleton className="h-60 w-full" />
          </div>
        )}
      </figure>
    </Card>
  )
}
