import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { Booking } from '../../../../shared/booking.schema.ts'
import { useInvalidateBookings } from './booking-query-keys'

/** PATCH /api/bookings/{id}/archive: only a completed, cancelled or paid order (409 otherwise). */
export const archiveBooking = (id: number): Promise<Booking> =>
  api.patch<Booking>(`/api/bookings/${id}/archive`)

export function useArchiveBooking() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: archiveBooking, onSuccess: invalidate })
}
