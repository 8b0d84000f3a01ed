import { useId } from 'react'

import { bookingEventIcon } from '@/components/booking-event-icon'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDayTime } from '@/lib/format-date'
import { useNow } from '@/lib/use-now'

import type { ActivityItem } from '@shared/stats.schema.ts'
import { activityText, activityTime } from '../lib/activity-text'

interface RecentActivityProps {
  /** undefined while loading. */
  items: ActivityItem[] | undefined
  timeZone?: string
}

/** Recent Activity: the latest booking events in plain words, newest first. */
export function RecentActivity({ items, timeZone }: RecentActivityProps) {
  const headingId = useId()
  // Every minute, so "5 minutes ago" stays true while the tab is open.
  const now = useNow(60_000)
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-6">
        <h3 id={headingId} className="text-lg font-semibold">
          Recent Activity
        </h3>
        {!items ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading recent activity…</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-5 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            No activity yet. New bookings and every change to them will show here.
          </p>
        ) : (
          <ol aria-label="Recent activity" className="flex flex-col divide-y">
            {items.map((item) => {
              const Icon = bookingEventIcon(item.kind)
              return (
                <li key={item.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-copper">
                    <Icon aria-hidden="true" className="size-3.5" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                    <span className="min-w-0 text-sm break-words">{activityText(item)}</span>
                    <time
                      dateTime={item.at}
                      title={formatDayTime(item.at, timeZone)}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {activityTime(item.at, now, timeZone)}
                    </time>
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </section>
    </Card>
  )
}
