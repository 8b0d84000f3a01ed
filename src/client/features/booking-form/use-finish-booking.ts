import { useNavigate } from 'react-router'

import { toast } from '@/lib/toast'

import { confirmationPath } from '@shared/order-link.ts'
import type { CreatedBooking } from '@shared/order-page.schema.ts'

/** The spec's toast, which promises measuring only to those who asked us to measure. */
export function bookingCreatedMessage(booking: Pick<CreatedBooking, 'measurementType'>): string {
  return booking.measurementType === 'pickup'
    ? "We'll contact you soon to arrange pickup and measure your knives."
    : "We'll contact you soon to arrange pickup."
}

/**
 * What both forms do once the booking exists (spec sections 2 and 8): say so, and open its confirmation with the
 * order's token in the URL fragment, so that a reload shows it again (docs/decisions.md "The customer's order link").
 */
export function useFinishBooking() {
  const navigate = useNavigate()
  return (booking: CreatedBooking) => {
    toast({
      title: 'Booking Created!',
      description: bookingCreatedMessage(booking),
    })
    void navigate(confirmationPath(booking.id, booking.accessToken))
  }
}
