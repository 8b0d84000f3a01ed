import type { Booking } from '../../../shared/booking.schema.ts'
import { formatBookingId } from '../../../shared/format.ts'
import type { CalendarEvent } from '../../../shared/icalendar.ts'
import { formatPhone } from '../../../shared/phone.ts'
import { formatAddress } from '../outgoing-mail/email-parts.ts'
import { formatLocalDate, localDateAt } from '../stats/business-calendar.ts'

const knives = (count: number) => `${count} ${count === 1 ? 'knife' : 'knives'}`

/**
 * A booked pickup as an event of the owner's feed: one UID per booking, so a moved pickup moves the event. The UID
 * and the link come from the site's origin (PUBLIC_URL), never from the request: a phone that reaches the feed
 * under two names must see each pickup once.
 */
export function pickupEvent(
  booking: Booking,
  { origin, timeZone }: { origin: string; timeZone: string },
): CalendarEvent | null {
  if (!booking.pickupStart || !booking.pickupEnd) return null
  const start = Date.parse(booking.pickupStart)
  const day = formatLocalDate(localDateAt(start, timeZone))
  const adminLink = `${origin}/admin?tab=schedule&date=${day}`
  return {
    uid: `booking-${booking.id}@${new URL(origin).hostname}`,
    start,
    end: Date.parse(booking.pickupEnd),
    summary: `${formatBookingId(booking.id)} ${booking.customerName}, ${knives(booking.totalKnives)}`,
    location: formatAddress(booking) || null,
    description: [
      booking.customerPhone && formatPhone(booking.customerPhone),
      booking.specialRequirements,
      adminLink,
    ]
      .filter(Boolean)
      .join('\n'),
    url: adminLink,
  }
}
