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

/**
 * `onSaved` runs here, once the lists and the order have been fetched again (so that focus can follow a card to its
 * new column): a status saved from the edit form remounts that form when the order comes back (its key holds the
 * status), which would drop a callback given to mutate().
 */
export function useUpdateBooking(onSaved: () => void) {
  const invalidate = useInvalidateBookings()
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: async () => {
      await invalidate()
      onSaved()
    },
  })
}
