import type { Booking } from '../../../shared/booking.schema.ts'
import { ownerFacingNotes } from '../../../shared/customer-notes.ts'
import { formatBookingId, formatKnives } from '../../../shared/format.ts'
import type { CalendarEvent } from '../../../shared/icalendar.ts'
import { formatPhone } from '../../../shared/phone.ts'
import { formatAddress } from '../../lib/address.ts'
import { formatLocalDate, localDateAt } from '../../../shared/calendar.ts'

/**
 * A booked pickup as an event of the owner's feed: one UID per booking, so a moved pickup moves the event. The UID
 * and the link come from the site's origin (PUBLIC_URL), never from the request: a phone that reaches the feed
 * under two names must see each pickup once.
 */
export function pickupEvent(
  booking: Booking,
  context: { origin: string; timeZone: string },
): CalendarEvent | null {
  if (!booking.pickupStart || !booking.pickupEnd) return null
  return stopEvent(booking, { uid: 'booking', start: booking.pickupStart, end: booking.pickupEnd }, context)
}

/**
 * A booked return (issue 42 point 2), beside the pickups: a UID of its own per booking, and "Return:" first in its
 * title, so the owner's calendar tells the knives going back from those being collected.
 */
export function returnEvent(
  booking: Booking,
  context: { origin: string; timeZone: string },
): CalendarEvent | null {
  if (!booking.returnStart || !booking.returnEnd) return null
  const event = stopEvent(
    booking,
    { uid: 'return', start: booking.returnStart, end: booking.returnEnd },
    context,
  )
  return { ...event, summary: `Return: ${event.summary}` }
}

function stopEvent(
  booking: Booking,
  stop: { uid: string; start: string; end: string },
  { origin, timeZone }: { origin: string; timeZone: string },
): CalendarEvent {
  const start = Date.parse(stop.start)
  const day = formatLocalDate(localDateAt(start, timeZone))
  const adminLink = `${origin}/admin?tab=schedule&date=${day}`
  return {
    uid: `${stop.uid}-${booking.id}@${new URL(origin).hostname}`,
    start,
    end: Date.parse(stop.end),
    summary: `${formatBookingId(booking.id)} ${booking.customerName}, ${formatKnives(booking.totalKnives)}`,
    location: formatAddress(booking) || null,
    description: [
      booking.customerPhone && formatPhone(booking.customerPhone),
      booking.specialRequirements && ownerFacingNotes(booking.specialRequirements),
      adminLink,
    ]
      .filter(Boolean)
      .join('\n'),
    url: adminLink,
  }
}
