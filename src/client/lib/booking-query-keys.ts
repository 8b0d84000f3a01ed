import { useQueryClient } from '@tanstack/react-query'

/** Every cached view of bookings (the lists, the board, one order) starts with this key. */
export const bookingsQueryKey = ['bookings'] as const
/** The Reports figures (GET /api/stats), which every booking change moves. */
export const statsQueryKey = ['stats'] as const
/** The customer directory, whose orders and totals follow the bookings. */
export const customersQueryKey = ['customers'] as const
/** The free pickup slots and the owner's schedule, which a new, cancelled or moved booking changes. */
export const pickupQueryKeys = [['pickup-slots'], ['schedule']] as const

/** After any change to a booking: the bookings and the figures drawn from them (spec section 7). */
export function useInvalidateBookings() {
  const queryClient = useQueryClient()
  return () => {
    // Not waited for: a screen closes once its own lists are fresh.
    for (const queryKey of pickupQueryKeys) void queryClient.invalidateQueries({ queryKey })
    return Promise.all(
      [bookingsQueryKey, statsQueryKey, customersQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
  }
}
