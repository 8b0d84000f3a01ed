import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { Booking } from '@shared/booking.schema.ts'

/** PATCH /api/bookings/{id}/archive: only a completed, cancelled or paid order (409 otherwise). */
export const archiveBooking = (id: number): Promise<Booking> =>
  api.patch<Booking>(`/api/bookings/${id}/archive`)

export function useArchiveBooking() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: archiveBooking, onSuccess: invalidate })
}
