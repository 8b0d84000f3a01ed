import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

import type { BookingContactComparison } from '@shared/booking-contact.schema.ts'

/** POST /api/bookings/{id}/adopt-contact: the saved customer takes the order's contact details. */
export const adoptBookingContact = (id: number): Promise<BookingContactComparison> =>
  api.post<BookingContactComparison>(`/api/bookings/${id}/adopt-contact`)

export function useAdoptBookingContact() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: adoptBookingContact, onSuccess: invalidate })
}
