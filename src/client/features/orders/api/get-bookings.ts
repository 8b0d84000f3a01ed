import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

import type { BookingListQuery, BookingListResponse } from '@shared/booking-admin.schema.ts'

/** The list query as the client writes it: page and limit are numbers here (the server coerces its text). */
export type BookingListParams = Omit<BookingListQuery, 'page' | 'limit'> & { page?: number; limit?: number }

export const getBookings = (query: BookingListParams): Promise<BookingListResponse> =>
  api.get<BookingListResponse>('/api/bookings', { query })

export const bookingListQueryKey = (query: BookingListParams) => [...bookingsQueryKey, 'list', query] as const

export const bookingsQueryOptions = (query: BookingListParams) =>
  queryOptions({
    queryKey: bookingListQueryKey(query),
    queryFn: () => getBookings(query),
    // The page shown stays on screen while the next one loads, so paging and sorting do not flash a skeleton.
    placeholderData: keepPreviousData,
  })

export const useBookings = (query: BookingListParams) => useQuery(bookingsQueryOptions(query))
