import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

import type { BookingWithHistory } from '@shared/booking-admin.schema.ts'

/** GET /api/bookings/{id}: the order as it is now, with its history. */
export const getBooking = (id: number): Promise<BookingWithHistory> =>
  api.get<BookingWithHistory>(`/api/bookings/${id}`)

export const bookingQueryKey = (id: number) => [...bookingsQueryKey, 'detail', id] as const

export const bookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingQueryKey(id),
    queryFn: () => getBooking(id),
    // The dialog opens on what the admin just saw, and its history is worth fetching fresh each time.
    staleTime: 0,
  })

export const useBooking = (id: number | null) =>
  useQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== null })
