import { dateTimeFormat } from './date-time-format.ts'

/** "Tuesday, November 24, 2026, 9:00 AM to 12:00 PM" in the business's timezone: how every screen and e-mail
 * writes a pickup window. */
export function formatPickupWindow(start: string, end: string, timeZone: string | undefined): string {
  const day = dateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(new Date(start))
  return `${day}, ${formatPickupHours(start, end, timeZone)}`
}

/** "9:00 AM to 12:00 PM". */
export function formatPickupHours(start: string, end: string, timeZone: string | undefined): string {
  const time = dateTimeFormat('en-US', { timeStyle: 'short', timeZone })
  return `${time.format(new Date(start))} to ${time.format(new Date(end))}`
}

/** "Tue, Nov 24, 2026": a pickup window's day where a line is short (the orders list, its phone cards). */
export function formatPickupDay(start: string, timeZone: string | undefined): string {
  return dateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(start))
}

/** The pickup window of a booking, or null when it has none. */
export function bookingPickupText(
  booking: { pickupStart: string | null; pickupEnd: string | null },
  timeZone: string | undefined,
): string | null {
  return booking.pickupStart && booking.pickupEnd
    ? formatPickupWindow(booking.pickupStart, booking.pickupEnd, timeZone)
    : null
}

/** The return window of a booking (issue 42 point 2), or null before one is chosen. */
export const bookingReturnText = (
  booking: { returnStart: string | null; returnEnd: string | null },
  timeZone: string | undefined,
): string | null =>
  bookingPickupText({ pickupStart: booking.returnStart, pickupEnd: booking.returnEnd }, timeZone)
