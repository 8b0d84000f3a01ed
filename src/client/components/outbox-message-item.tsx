import { RotateCw } from 'lucide-react'

import { MailStatusBadge } from '@/components/mail-status-badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatDayTime } from '@/lib/format-date'
import { describeMailState, MAIL_KIND_LABELS } from '@/lib/outbox-labels'

import type { OutboxMessage } from '@shared/outbox.schema.ts'
import { formatBookingId } from '@shared/format.ts'

interface OutboxMessageItemProps {
  message: OutboxMessage
  timeZone?: string
  /** Shown for a failed message, or a queued one that has failed before. */
  onRetry?: (message: OutboxMessage) => void
  retrying?: boolean
  /** The order's number, where the list mixes orders (the Outgoing view). */
  showOrder?: boolean
}

/** One outgoing message: what it is, to whom, its state in plain words, and Retry where that helps. */
export function OutboxMessageItem({
  message,
  timeZone,
  onRetry,
  retrying,
  showOrder,
}: OutboxMessageItemProps) {
  const canRetry = message.status === 'failed' || (message.status === 'queued' && message.lastError !== null)
  const details = [
    MAIL_KIND_LABELS[message.kind],
    showOrder && message.bookingId !== null ? formatBookingId(message.bookingId) : null,
    `to ${message.to}`,
    formatDayTime(message.createdAt, timeZone),
  ].filter(Boolean)
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <MailStatusBadge status={message.status} />
          <span className="font-medium break-words">{message.subject}</span>
        </div>
        <span className="text-xs break-words text-muted-foreground">{details.join(' · ')}</span>
        <span
          className={cn(
            'text-sm break-words',
            message.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {describeMailState(message, timeZone)}
        </span>
      </div>
      {onRetry && canRetry && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onRetry(message)}
          disabled={retrying}
          aria-label={`Retry: ${message.subject} to ${message.to}`}
        >
          <RotateCw aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      )}
    </li>
  )
}
