import { ArrowRightLeft, NotebookPen, Package, Sparkles } from 'lucide-react'
import { memo, useEffect, useId, useRef, type DragEvent } from 'react'

import { BalanceDue } from '@/components/balance-due'
import { StatusBadge } from '@/components/status-badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format-money'

import type { Booking } from '@shared/booking.schema.ts'
import { ownerFacingNotes } from '@shared/customer-notes.ts'
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import { addOnCount, plural } from '../lib/booking-counts'
import { customerInitials } from '../lib/customer-initials'
import { FailedMailNotice } from './failed-mail-notice'

/** What a dragged card carries, so a column accepts only our cards (not text or files dropped on it). */
export const BOOKING_DRAG_TYPE = 'application/x-booking-id'

interface WorkflowCardProps {
  booking: Booking
  onOpen: (booking: Booking, opener: HTMLElement) => void
  onMove: (booking: Booking, status: BookingStatus) => void
  /** Set once after a move from the keyboard: the card takes focus in its new column. */
  focusOnMount: boolean
  onFocused: () => void
  dragging: boolean
  onDragChange: (booking: Booking | null) => void
}

/**
 * One order on the Workflow Board (spec section 2): number, status, knives, add-ons, price, the customer's
 * initials and name, and a note icon for special requirements. Click to edit; drag to another column, or use
 * 'Move to' from the keyboard. Memoised: the board keeps each order's object while it is unchanged.
 */
export const WorkflowCard = memo(function WorkflowCard({
  booking,
  onOpen,
  onMove,
  focusOnMount,
  onFocused,
  dragging,
  onDragChange,
}: WorkflowCardProps) {
  const orderNumber = formatBookingId(booking.id)
  const detailsId = useId()
  const openButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!focusOnMount) return
    openButton.current?.focus()
    onFocused()
  }, [focusOnMount, onFocused])

  const startDrag = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(BOOKING_DRAG_TYPE, String(booking.id))
    event.dataTransfer.setData('text/plain', orderNumber)
    event.dataTransfer.effectAllowed = 'move'
    onDragChange(booking)
  }

  return (
    <article
      draggable
      onDragStart={startDrag}
      onDragEnd={() => onDragChange(null)}
      data-booking-id={booking.id}
      aria-roledescription="Draggable order card"
      className={cn(
        'group relative flex cursor-grab flex-col gap-3 rounded-lg border bg-card p-3 shadow-sm transition hover:border-primary/40 hover:shadow-md active:cursor-grabbing',
        dragging && 'opacity-50',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <button
          ref={openButton}
          type="button"
          onClick={(event) => onOpen(booking, event.currentTarget)}
          aria-describedby={detailsId}
          className="shrink-0 rounded-sm font-mono text-sm font-semibold whitespace-nowrap after:absolute after:inset-0 after:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {orderNumber}
        </button>
        <StatusBadge status={booking.status} className="min-w-0 truncate" />
      </div>
      <div id={detailsId} className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {customerInitials(booking.customerName)}
          </span>
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{booking.customerName}</span>
          {booking.specialRequirements && (
            <NotebookPen
              aria-label="Has special requirements"
              role="img"
              className="size-4 shrink-0 text-copper"
            >
              <title>{ownerFacingNotes(booking.specialRequirements)}</title>
            </NotebookPen>
          )}
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1 whitespace-nowrap tabular-nums">
            <Package aria-hidden="true" className="size-3.5" />
            {plural(booking.totalKnives, 'knife', 'knives')}
          </span>
          <span className="flex items-center gap-1 whitespace-nowrap tabular-nums">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {plural(addOnCount(booking), 'add-on')}
          </span>
        </p>
      </div>
      <FailedMailNotice booking={booking} className="text-xs" />
      <div className="flex items-center justify-between gap-2">
        <MoveMenu booking={booking} orderNumber={orderNumber} onMove={onMove} />
        <p className="text-sm font-semibold whitespace-nowrap tabular-nums">
          <span className="sr-only">Total </span>
          {formatPrice(booking.estimatedPrice)}
          <BalanceDue booking={booking} className="text-right" />
        </p>
      </div>
    </article>
  )
})

function MoveMenu({
  booking,
  orderNumber,
  onMove,
}: {
  booking: Booking
  orderNumber: string
  onMove: (booking: Booking, status: BookingStatus) => void
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="relative z-10 -my-1 -ml-2 h-8 px-2 text-muted-foreground"
        >
          <ArrowRightLeft aria-hidden="true" />
          Move<span className="sr-only"> {orderNumber} to another column</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Move {orderNumber} to</DropdownMenuLabel>
        {BOOKING_STATUSES.filter((status) => status !== booking.status).map((status) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(booking, status)}>
            {BOOKING_STATUS_LABELS[status]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
