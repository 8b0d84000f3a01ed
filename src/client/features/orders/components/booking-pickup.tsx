import type { Booking } from '@shared/booking.schema.ts'
import { formatPickupDay, formatPickupHours } from '@shared/pickup-time.ts'

/** What an order with no pickup time shows where its time would be: the words issue 41 gives the Schedule. */
export const NO_PICKUP_TIME = 'No time yet'

type PickupWindow = Pick<Booking, 'pickupStart' | 'pickupEnd'>

/** The booking's pickup window in the business's time zone: its day and its hours, or "No time yet". */
export function BookingPickupCell({ booking, timeZone }: { booking: PickupWindow; timeZone?: string }) {
  if (!booking.pickupStart || !booking.pickupEnd)
    return <span className="text-sm text-muted-foreground">{NO_PICKUP_TIME}</span>
  return (
    <>
      <span className="block text-sm whitespace-nowrap">
        {formatPickupDay(booking.pickupStart, timeZone)}
      </span>
      <span className="block text-xs whitespace-nowrap text-muted-foreground">
        {formatPickupHours(booking.pickupStart, booking.pickupEnd, timeZone)}
      </span>
    </>
  )
}

/** The same on one line, for a phone's order card: "Pickup: Tue, Dec 1, 2026, 9:00 AM to 12:00 PM". */
export function BookingPickupLine({ booking, timeZone }: { booking: PickupWindow; timeZone?: string }) {
  const text =
    booking.pickupStart && booking.pickupEnd
      ? `${formatPickupDay(booking.pickupStart, timeZone)}, ${formatPickupHours(booking.pickupStart, booking.pickupEnd, timeZone)}`
      : NO_PICKUP_TIME
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Pickup: </span>
      {text}
    </p>
  )
}
