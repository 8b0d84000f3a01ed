import { useId } from 'react'

import { bookingEventIcon } from '@/components/booking-event-icon'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDayTime } from '@/lib/format-date'

import type { BookingEvent, BookingEventKind } from '@shared/booking-admin.schema.ts'
import { bookingStatusLabel } from '@shared/booking-status.ts'

const KIND_TEXTS: Record<BookingEventKind, string> = {
  created: 'Booked',
  status: 'Status changed',
  edited: 'Edited',
  archived: 'Archived',
  unarchived: 'Restored from the archive',
  email_sent: 'E-mail sent',
  customer_message: 'Sent from the order page',
  owner_reply: 'You replied',
  payment: 'Payment received',
  payment_voided: 'Payment voided',
}

function describe(event: BookingEvent): string {
  if (event.kind === 'status' && event.toStatus) {
    const from = event.fromStatus ? `${bookingStatusLabel(event.fromStatus)} → ` : ''
    return `Status: ${from}${bookingStatusLabel(event.toStatus)}`
  }
  return KIND_TEXTS[event.kind] ?? event.kind
}

interface BookingHistoryProps {
  events: BookingEvent[] | undefined
  failed: boolean
  timeZone?: string
}

/** The order's history, newest first: each change, note and e-mail, compact. */
export function BookingHistory({ events, failed, timeZone }: BookingHistoryProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-copper uppercase">
        History
      </h3>
      {failed ? (
        <p className="text-sm text-muted-foreground">The history could not be loaded.</p>
      ) : !events ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the history…</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : (
        <ol
          className="flex max-h-48 flex-col gap-2 overflow-y-auto text-sm"
          tabIndex={0}
          aria-label="Order history"
        >
          {events.map((event) => {
            const Icon = bookingEventIcon(event.kind)
            return (
              <li key={event.id} className="flex gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="flex min-w-0 flex-col">
                  <span>
                    <span className="font-medium">{describe(event)}</span>
                    <span className="text-muted-foreground"> · {formatDayTime(event.at, timeZone)}</span>
                  </span>
                  {event.notes && (
                    <span className="break-words whitespace-pre-line text-muted-foreground">
                      {event.notes}
                    </span>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
