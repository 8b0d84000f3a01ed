import { useNavigate } from 'react-router'

import { storeConfirmationBooking } from '@/lib/confirmation-storage'
import { toast } from '@/lib/toast'

import type { Booking } from '../../../shared/booking.schema.ts'

/** What both forms do once the booking exists (spec sections 2 and 8): keep it for the receipt, say so, open it. */
export function useFinishBooking() {
  const navigate = useNavigate()
  return (booking: Booking) => {
    storeConfirmationBooking(booking)
    toast({
      title: 'Booking Created!',
      description: "We'll contact you soon to arrange pickup and measure your knives.",
    })
    void navigate(`/booking-confirmation/${booking.id}`)
  }
}
