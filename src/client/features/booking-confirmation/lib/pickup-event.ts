import { ARCHIVABLE_STATUSES } from '@shared/booking-status.ts'
import type { Booking } from '@shared/booking.schema.ts'
import { formatKnives } from '@shared/format.ts'
import type { CalendarEvent } from '@shared/icalendar.ts'

/**
 * The customer's own pickup as a calendar event: the same UID as the owner's feed uses for it. None once the
 * order is finished or cancelled: there is no pickup left to put in a calendar.
 */
export function pickupEventOf(
  booking: Pick<
    Booking,
    | 'id'
    | 'status'
    | 'pickupStart'
    | 'pickupEnd'
    | 'streetAddress'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'totalKnives'
  >,
  businessName: string | undefined,
  host: string,
): CalendarEvent | null {
  if (!booking.pickupStart || !booking.pickupEnd || ARCHIVABLE_STATUSES.includes(booking.status)) return null
  const address = [
    booking.streetAddress,
    booking.city,
    [booking.state, booking.zipCode].filter(Boolean).join(' '),
  ]
  return {
    uid: `booking-${booking.id}@${host.replace(/:\d+$/, '')}`,
    start: Date.parse(booking.pickupStart),
    end: Date.parse(booking.pickupEnd),
    summary: `Knife pickup${businessName ? ` by ${businessName}` : ''} (order #${booking.id})`,
    location: address.filter(Boolean).join(', ') || null,
    description: `Please have your ${formatKnives(booking.totalKnives)} ready for pickup.`,
  }
}
