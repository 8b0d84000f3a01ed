import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { Booking } from '@shared/booking.schema.ts'
import type { PickedUpBody } from '@shared/picked-up.schema.ts'

/**
 * POST /api/bookings/{id}/picked-up: the owner's measurement at pickup. Shared by the order's dialog and the
 * Schedule, which both offer it.
 */
export const markPickedUp = ({ id, ...body }: PickedUpBody & { id: number }): Promise<Booking> =>
  api.post<Booking>(`/api/bookings/${id}/picked-up`, body)

export function useMarkPickedUp() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: markPickedUp, onSuccess: invalidate })
}
