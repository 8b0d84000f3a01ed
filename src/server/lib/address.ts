import type { Booking } from '../../shared/booking.schema.ts'

/** "12 Palm Lane, Orlando, FL 32804", leaving out what the booking does not have. */
export function formatAddress(
  booking: Pick<Booking, 'streetAddress' | 'city' | 'state' | 'zipCode'>,
): string {
  const stateZip = [booking.state, booking.zipCode].filter(Boolean).join(' ')
  return [booking.streetAddress, booking.city, stateZip].filter(Boolean).join(', ')
}
