import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { MovePickupBody, MovePickupResult } from '@shared/pickup.schema.ts'

export const movePickup = ({ id, ...body }: z.input<typeof MovePickupBody> & { id: number }) =>
  api.put<MovePickupResult>(`/api/bookings/${id}/pickup`, body)

/** Moves a booking to another pickup window; the lists, the schedule and the free slots follow. */
export function useMovePickup() {
  const invalidateBookings = useInvalidateBookings()
  return useMutation({ mutationFn: movePickup, onSuccess: () => void invalidateBookings() })
}
