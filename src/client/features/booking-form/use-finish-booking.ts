import { useNavigate } from 'react-router'

import { useBusiness } from '@/lib/business'
import { toast } from '@/lib/toast'

import { confirmationPath } from '@shared/order-link.ts'
import type { CreatedBooking } from '@shared/order-page.schema.ts'
import { pickupNextStep } from '@shared/pickup-promise.ts'

/**
 * What both forms do once the booking exists (spec sections 2 and 8): say so, with the pickup window chosen or
 * the spec's promise to get in touch, and open its confirmation with the order's token in the URL fragment, so
 * that a reload shows it again (docs/decisions.md "The customer's order link").
 */
export function useFinishBooking() {
  const navigate = useNavigate()
  const { data: business } = useBusiness()
  return (booking: CreatedBooking) => {
    toast({
      title: 'Booking Created!',
      description: pickupNextStep(booking, business?.timezone),
    })
    void navigate(confirmationPath(booking.id, booking.accessToken))
  }
}
