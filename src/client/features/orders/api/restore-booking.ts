import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { Booking } from '@shared/booking.schema.ts'

/** PATCH /api/bookings/{id}/unarchive: back from Archived Orders to All Orders and the board. */
export const restoreBooking = (id: number): Promise<Booking> =>
  api.patch<Booking>(`/api/bookings/${id}/unarchive`)

export function useRestoreBooking() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: restoreBooking, onSuccess: invalidate })
}
