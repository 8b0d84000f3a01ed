import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

import { bookingListUrl, type BookingListParams } from '@shared/api-read-urls.ts'
import type { BookingListResponse } from '@shared/booking-admin.schema.ts'

export type { BookingListParams }

// The address from shared/api-read-urls.ts, which the server's preload of the list names too.
export const getBookings = (query: BookingListParams): Promise<BookingListResponse> =>
  api.get<BookingListResponse>(bookingListUrl(query))

export const bookingListQueryKey = (query: BookingListParams) => [...bookingsQueryKey, 'list', query] as const

export const bookingsQueryOptions = (query: BookingListParams) =>
  queryOptions({
    queryKey: bookingListQueryKey(query),
    queryFn: () => getBookings(query),
    // The page shown stays on screen while the next one loads, so paging and sorting do not flash a skeleton.
    placeholderData: keepPreviousData,
  })

export const useBookings = (query: BookingListParams) => useQuery(bookingsQueryOptions(query))
