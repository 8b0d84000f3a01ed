import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { statsQueryKey } from '@/lib/booking-query-keys'

import type { SendConfirmationResult } from '@shared/booking-admin.schema.ts'
import { bookingQueryKey } from './get-booking'

/** POST /api/bookings/{id}/send-confirmation: e-mails the customer their order; 502 when the mail server refuses. */
export const sendConfirmation = (id: number): Promise<SendConfirmationResult> =>
  api.post<SendConfirmationResult>(`/api/bookings/${id}/send-confirmation`)

export function useSendConfirmation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendConfirmation,
    // The order's history and Reports' Recent Activity gain an "e-mail sent" line; nothing in the lists changes.
    onSuccess: (_result, id) =>
      Promise.all(
        [bookingQueryKey(id), statsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
