import { MapPin, Phone, Undo2 } from 'lucide-react'

import { PickedUpDialog } from '@/components/picked-up-dialog'
import { StatusBadge } from '@/components/status-badge'
import { formatPrice } from '@/lib/format-money'

import { ownerFacingNotes } from '@shared/customer-notes.ts'
import { formatPhone } from '@shared/phone.ts'
import type { ScheduleBooking } from '@shared/schedule.schema.ts'
import { mapLink } from '../lib/schedule-dates'
import { OrderNumberButton, type OpenOrder } from './order-number-button'

export const addressOf = (booking: ScheduleBooking) =>
  [booking.streetAddress, booking.city, [booking.state, booking.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')

/**
 * One stop on the route: who, where (a map link), how to call, what to collect or bring back and their notes. A
 * return (issue 42 point 2) is marked as one, on the screen and on the printed sheet. Its number opens the order.
 */
export function ScheduleStop({
  booking,
  onOpenOrder,
  opening,
}: {
  booking: ScheduleBooking
  onOpenOrder?: OpenOrder
  opening?: boolean
}) {
  const address = addressOf(booking)
  const isReturn = booking.stop === 'return'
  return (
    <li
      data-booking-id={booking.id}
      className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 print:break-inside-avoid print:py-2"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {isReturn && (
          <span className="inline-flex items-center gap-1 rounded-md border border-copper bg-copper/10 px-2 py-0.5 text-xs font-semibold tracking-wide uppercase print:border-black print:bg-transparent">
            <Undo2 aria-hidden="true" className="size-3.5 text-copper print:text-black" />
            Return
          </span>
        )}
        <OrderNumberButton bookingId={booking.id} onOpenOrder={onOpenOrder} opening={opening} />
        <span className="font-semibold">{booking.customerName}</span>
        <StatusBadge status={booking.status} className="print:hidden" />
        <span className="ml-auto text-sm tabular-nums">
          {booking.totalKnives} {booking.totalKnives === 1 ? 'knife' : 'knives'}
        </span>
      </div>
      <div className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
        {address ? (
          <a
            href={mapLink(address)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-start gap-1.5 font-medium text-primary underline underline-offset-4"
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper print:hidden" />
            {address}
            <span className="sr-only"> (opens the map)</span>
          </a>
        ) : (
          <span className="text-muted-foreground">No address given</span>
        )}
        {booking.customerPhone && (
          <a
            href={`tel:${booking.customerPhone}`}
            className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4 text-copper print:hidden" />
            {formatPhone(booking.customerPhone)}
          </a>
        )}
      </div>
      {isReturn ? (
        <p className="text-sm">
          Bring back the sharpened knives
          {booking.finalPrice !== null && (
            <>
              {' '}
              · final price{' '}
              <span className="font-medium tabular-nums">{formatPrice(booking.finalPrice)}</span>
            </>
          )}
        </p>
      ) : booking.status === 'pending' ? (
        <div className="print:hidden">
          <PickedUpDialog order={booking} />
        </div>
      ) : (
        booking.finalPrice !== null && (
          <p className="text-sm">
            Picked up · final price{' '}
            <span className="font-medium tabular-nums">{formatPrice(booking.finalPrice)}</span>
          </p>
        )
      )}
      {booking.specialRequirements && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-wrap print:bg-transparent print:p-0 print:italic">
          {ownerFacingNotes(booking.specialRequirements)}
        </p>
      )}
    </li>
  )
}
