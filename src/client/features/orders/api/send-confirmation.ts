import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { SendConfirmationResult } from '../../../../shared/booking-admin.schema.ts'
import { bookingQueryKey } from './get-booking'

/** POST /api/bookings/{id}/send-confirmation: e-mails the customer their order; 502 when the mail server refuses. */
export const sendConfirmation = (id: number): Promise<SendConfirmationResult> =>
  api.post<SendConfirmationResult>(`/api/bookings/${id}/send-confirmation`)

export function useSendConfirmation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendConfirmation,
    // The order's history gains an "e-mail sent" line; nothing in the lists changes.
    onSuccess: (_result, id) => queryClient.invalidateQueries({ queryKey: bookingQueryKey(id) }),
  })
}
