import { takeConfirmationBooking } from '@/lib/confirmation-storage'

import type { Booking } from '../../../../shared/booking.schema.ts'

// What each confirmation has read. Local storage gives the booking up only once, but React may render a page
// twice (StrictMode, a suspended render): later reads in the same page load get the same answer from here.
const readBookings = new Map<number, Booking>()

/** The just-created booking with this id: taken from local storage once, then remembered for this page load. */
export function readConfirmationBooking(id: number): Booking | undefined {
  const remembered = readBookings.get(id)
  if (remembered) return remembered
  const taken = takeConfirmationBooking(id)
  if (taken) readBookings.set(id, taken)
  return taken
}

/** The route's id as a booking id, or null when it is not one. */
export function parseBookingId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null
  const id = Number(param)
  return id > 0 ? id : null
}

/** For tests: forget what was read. */
export function forgetReadConfirmationBookings(): void {
  readBookings.clear()
}
