import type { Booking } from '@shared/booking.schema.ts'
import type { CalendarEvent } from '@shared/icalendar.ts'

/** The customer's own pickup as a calendar event: the same UID as the owner's feed uses for it. */
export function pickupEventOf(
  booking: Pick<
    Booking,
    'id' | 'pickupStart' | 'pickupEnd' | 'streetAddress' | 'city' | 'state' | 'zipCode' | 'totalKnives'
  >,
  businessName: string | undefined,
  host: string,
): CalendarEvent | null {
  if (!booking.pickupStart || !booking.pickupEnd) return null
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
    description: `Please have your ${booking.totalKnives} ${booking.totalKnives === 1 ? 'knife' : 'knives'} ready for pickup.`,
  }
}
