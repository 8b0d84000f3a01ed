import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { MovePickupResult } from '@shared/pickup.schema.ts'

export const movePickup = ({ id, slotStart }: { id: number; slotStart: string }): Promise<MovePickupResult> =>
  api.put<MovePickupResult>(`/api/bookings/${id}/pickup`, { slotStart })

/** Moves a booking to another pickup window; the lists, the schedule and the free slots follow. */
export function useMovePickup() {
  const invalidateBookings = useInvalidateBookings()
  return useMutation({ mutationFn: movePickup, onSuccess: () => void invalidateBookings() })
}
