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

/**
 * `onMarked` runs before the lists refresh, not as a callback to `mutate`: on the Schedule the refreshed stop is no
 * longer pending and takes the dialog away, which would then never hear of its own success.
 */
export function useMarkPickedUp(onMarked: (booking: Booking) => void) {
  const invalidate = useInvalidateBookings()
  return useMutation({
    mutationFn: markPickedUp,
    onSuccess: (booking) => {
      onMarked(booking)
      return invalidate()
    },
  })
}
