import { Archive, ArchiveRestore, Mail, MessageSquarePlus, MoreHorizontal, Pencil } from 'lucide-react'

import { useRef } from 'react'

import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

import type { Booking } from '@shared/booking.schema.ts'
import {
  ARCHIVABLE_STATUSES,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
} from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import type { ListScope } from '../lib/list-view'

export interface BookingRowHandlers {
  onEdit: (booking: Booking, opener: HTMLElement) => void
  onSendConfirmation: (booking: Booking) => void
  onArchive: (booking: Booking) => void
  onRestore: (booking: Booking) => void
  onMarkAs: (booking: Booking, status: BookingStatus) => void
  /** The small dialog: a new status with a note and "E-mail the customer". */
  onChangeStatus: (booking: Booking, opener: HTMLElement) => void
}

interface BookingRowActionsProps extends BookingRowHandlers {
  booking: Booking
  scope: ListScope
}

/**
 * A row's actions (spec section 2): view/edit; send the confirmation e-mail when there is an address; archive a
 * finished order (All Orders) or restore one (Archived Orders); and 'Mark as ...' any other status.
 */
export function BookingRowActions({ booking, scope, ...handlers }: BookingRowActionsProps) {
  const orderNumber = formatBookingId(booking.id)
  const menuButton = useRef<HTMLButtonElement>(null)
  const archivable = scope === 'orders' && ARCHIVABLE_STATUSES.includes(booking.status)
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`View or edit ${orderNumber}`}
        onClick={(event) => handlers.onEdit(booking, event.currentTarget)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {scope === 'archived' && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Restore ${orderNumber}`}
          onClick={() => handlers.onRestore(booking)}
        >
          <ArchiveRestore aria-hidden="true" />
          <span aria-hidden="true">Restore</span>
        </Button>
      )}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`More actions for ${orderNumber}`}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel>{orderNumber}</DropdownMenuLabel>
          {booking.customerEmail && (
            <DropdownMenuItem onSelect={() => handlers.onSendConfirmation(booking)}>
              <Mail aria-hidden="true" />
              Send confirmation email
            </DropdownMenuItem>
          )}
          {archivable && (
            <DropdownMenuItem onSelect={() => handlers.onArchive(booking)}>
              <Archive aria-hidden="true" />
              Archive order
            </DropdownMenuItem>
          )}
          {scope === 'archived' && (
            <DropdownMenuItem onSelect={() => handlers.onRestore(booking)}>
              <ArchiveRestore aria-hidden="true" />
              Restore order
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuGroup aria-label="Change status">
            <DropdownMenuLabel>Change status</DropdownMenuLabel>
            {BOOKING_STATUSES.filter((status) => status !== booking.status).map((status) => (
              <DropdownMenuItem key={status} onSelect={() => handlers.onMarkAs(booking, status)}>
                Mark as {BOOKING_STATUS_LABELS[status]}
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem
              onSelect={() => menuButton.current && handlers.onChangeStatus(booking, menuButton.current)}
            >
              <MessageSquarePlus aria-hidden="true" />
              With a note or e-mail…
            </DropdownMenuItem>
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
