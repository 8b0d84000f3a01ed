import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'

import type { BookingContactComparison } from '@shared/booking-contact.schema.ts'

/** GET /api/bookings/{id}/contact: where the order's contact differs from its saved customer's. */
export const getBookingContact = (id: number): Promise<BookingContactComparison> =>
  api.get<BookingContactComparison>(`/api/bookings/${id}/contact`)

// Under the bookings key: saving the order (its contact) refreshes the comparison too.
export const bookingContactQueryKey = (id: number) => [...bookingsQueryKey, 'contact', id] as const

export const bookingContactQueryOptions = (id: number) =>
  queryOptions({ queryKey: bookingContactQueryKey(id), queryFn: () => getBookingContact(id), staleTime: 0 })

export const useBookingContact = (id: number) => useQuery(bookingContactQueryOptions(id))
