import { useMutation } from '@tanstack/react-query'

import { ApiRequestError, api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { ApiIssue } from '@shared/api-error.schema.ts'
import type { CreateBookingBody } from '@shared/booking.schema.ts'
import type { CreatedBooking } from '@shared/order-page.schema.ts'

export const createBooking = (body: CreateBookingBody): Promise<CreatedBooking> =>
  api.post<CreatedBooking>('/api/bookings', body)

/**
 * Creates a booking; the admin's booking lists, statistics and customer directory are refreshed with it (spec
 * section 7).
 */
export function useCreateBooking() {
  const invalidateBookings = useInvalidateBookings()
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => void invalidateBookings(),
  })
}

/** The field messages of a refused booking (400), to show under the fields they are about. */
export function bookingIssuesOf(error: unknown): ApiIssue[] {
  return error instanceof ApiRequestError && error.status === 400 ? (error.issues ?? []) : []
}
