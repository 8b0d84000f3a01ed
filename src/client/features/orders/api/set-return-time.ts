import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { Booking } from '@shared/booking.schema.ts'
import type { SetReturnBody } from '@shared/return-time.schema.ts'

export const setReturnTime = ({ id, ...body }: SetReturnBody & { id: number }) =>
  api.put<Booking>(`/api/bookings/${id}/return`, body)

/** Sets or moves an order's return window; the lists, the schedule and the free slots follow. */
export function useSetReturnTime() {
  const invalidateBookings = useInvalidateBookings()
  return useMutation({ mutationFn: setReturnTime, onSuccess: () => void invalidateBookings() })
}
