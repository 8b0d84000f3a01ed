import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { UpdateBookingBody } from '../../../../shared/booking-admin.schema.ts'
import type { Booking } from '../../../../shared/booking.schema.ts'
import { useInvalidateBookings } from './booking-query-keys'

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
