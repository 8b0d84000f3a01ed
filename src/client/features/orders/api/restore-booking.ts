import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { Booking } from '../../../../shared/booking.schema.ts'
import { useInvalidateBookings } from './booking-query-keys'

/** PATCH /api/bookings/{id}/unarchive: back from Archived Orders to All Orders and the board. */
export const restoreBooking = (id: number): Promise<Booking> =>
  api.patch<Booking>(`/api/bookings/${id}/unarchive`)

export function useRestoreBooking() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: restoreBooking, onSuccess: invalidate })
}
