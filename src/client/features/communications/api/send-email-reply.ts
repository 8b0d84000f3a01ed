import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { outboxQueryKey } from '@/lib/outbox-api'

import type { EmailReply, EmailReplyBody } from '@shared/email-reply.schema.ts'
import { emailRepliesQueryKey } from './get-email-replies'

/** POST /api/emails/{id}/replies: 1 to 10,000 characters, e-mailed through the outbox. */
export const sendEmailReply = (id: number, body: EmailReplyBody): Promise<EmailReply> =>
  api.post<EmailReply>(`/api/emails/${id}/replies`, body)

/** Sends the reply; the thread and the outbox then show it. */
export function useSendEmailReply(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EmailReplyBody) => sendEmailReply(id, body),
    onSuccess: () => {
      // The order's history is fetched fresh whenever its dialog opens (get-booking.ts).
      void queryClient.invalidateQueries({ queryKey: outboxQueryKey })
      return queryClient.invalidateQueries({ queryKey: emailRepliesQueryKey(id) })
    },
  })
}
