import { Booking } from '../../shared/booking.schema.ts'

/** The local-storage key of the just-created booking (spec section 2, "confirmation-booking"). */
export const CONFIRMATION_BOOKING_KEY = 'confirmation-booking'

/** Both booking forms call this on success, before opening /booking-confirmation/{id}. */
export function storeConfirmationBooking(booking: Booking): void {
  localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
}

/**
 * The confirmation page reads the booking once: the entry is removed after reading (spec section 2). Returns
 * undefined when nothing is stored, the entry is not a booking, or it is another booking than the one asked for.
 */
export function takeConfirmationBooking(id: number): Booking | undefined {
  const raw = localStorage.getItem(CONFIRMATION_BOOKING_KEY)
  if (raw === null) return undefined
  localStorage.removeItem(CONFIRMATION_BOOKING_KEY)
  try {
    const parsed = Booking.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.id === id ? parsed.data : undefined
  } catch {
    return undefined
  }
}
