import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useInvalidateBookings } from '@/lib/booking-query-keys'

/** POST /api/bookings/{id}/invoice: queues the invoice e-mail with its PDF. */
export const emailInvoice = (id: number): Promise<{ message: string; outboxId: number }> =>
  api.post(`/api/bookings/${id}/invoice`)

export function useEmailInvoice() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: emailInvoice, onSuccess: invalidate })
}
