import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { CreateBookingBody } from '@shared/booking.schema.ts'
import type { CreatedBooking } from '@shared/order-page.schema.ts'

export const createBooking = (body: CreateBookingBody): Promise<CreatedBooking> =>
  api.post<CreatedBooking>('/api/bookings', body)

/**
 * Creates a booking; the admin's booking lists, statistics and customer directory are refreshed with it (spec
 * section 7).
 */
export function useCreateBooking() {
  const invalidateBookings = useInvalidateBookings()
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => void invalidateBookings(),
  })
}
