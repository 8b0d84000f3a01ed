import { CircleCheck, CircleDot, Mail, MessageSquare, Reply, type LucideIcon } from 'lucide-react'

import { formatDayTime } from '@/lib/format-date'

import type { OrderTimelineEntry } from '@shared/order-page.schema.ts'
import { timelineHeadline } from '@shared/order-timeline.ts'

const ICONS: Record<OrderTimelineEntry['kind'], LucideIcon> = {
  created: CircleCheck,
  status: CircleDot,
  email: Mail,
  message: MessageSquare,
  reply: Reply,
}

/** What happened to the order and when, oldest first, in the customer's words. */
export function OrderTimeline({ entries, timeZone }: { entries: OrderTimelineEntry[]; timeZone?: string }) {
  return (
    <section aria-labelledby="timeline-title" className="flex flex-col gap-4">
      <h2 id="timeline-title" className="text-lg font-semibold">
        What has happened
      </h2>
      <ol className="flex flex-col gap-4 border-l-2 border-border pl-5">
        {entries.map((entry, index) => {
          const Icon = ICONS[entry.kind]
          return (
            <li key={`${entry.at}-${index}`} className="relative flex flex-col gap-0.5">
              <span className="absolute top-0.5 -left-[1.95rem] flex size-5 items-center justify-center rounded-full bg-background text-copper">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="font-medium">{timelineHeadline(entry)}</span>
              <time dateTime={entry.at} className="text-sm text-muted-foreground">
                {formatDayTime(entry.at, timeZone)}
              </time>
              {entry.detail && (
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-muted-foreground">
                  {entry.detail}
                </p>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
