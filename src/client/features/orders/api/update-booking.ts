import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { UpdateBookingBody } from '@shared/booking-admin.schema.ts'
import type { Booking } from '@shared/booking.schema.ts'

export interface BookingUpdate {
  id: number
  changes: UpdateBookingBody
}

/** PUT /api/bookings/{id}: the edit dialog's fields; the server prices the order again. */
export const updateBooking = ({ id, changes }: BookingUpdate): Promise<Booking> =>
  api.put<Booking>(`/api/bookings/${id}`, changes)

export function useUpdateBooking() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: updateBooking, onSuccess: invalidate })
}
