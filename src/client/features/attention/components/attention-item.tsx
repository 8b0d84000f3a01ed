import {
  CalendarClock,
  CircleX,
  Clock,
  MailWarning,
  MessageSquare,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { formatDayTime } from '@/lib/format-date'
import { orderAddress } from '@/lib/order-address'

import type { AttentionItem, AttentionKind } from '@shared/attention.schema.ts'
import { formatBookingId } from '@shared/format.ts'

const ICONS: Record<AttentionKind, LucideIcon> = {
  customer_cancelled: CircleX,
  customer_rescheduled: CalendarClock,
  customer_message: MessageSquare,
  mail_failed: MailWarning,
  over_capacity: UsersRound,
  no_pickup_time: Clock,
}

interface AttentionRowProps {
  item: AttentionItem
  timeZone: string | undefined
  onDone: (id: number) => void
  marking: boolean
}

/** One thing to look at: what happened and when, a link to its order, and "Mark done". */
export function AttentionRow({ item, timeZone, onDone, marking }: AttentionRowProps) {
  const { pathname } = useLocation()
  const textId = useId()
  const Icon = ICONS[item.kind]
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-copper" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p id={textId} className="text-sm break-words">
            {item.text}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.at}>{formatDayTime(item.at, timeZone)}</time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {item.bookingId !== null && (
          <Link
            to={orderAddress(pathname, item.bookingId)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            Open order {formatBookingId(item.bookingId)}
          </Link>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={textId}
          disabled={marking}
          onClick={() => onDone(item.id)}
        >
          {marking ? 'Marking done...' : 'Mark done'}
        </Button>
      </div>
    </li>
  )
}
