import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { EmailSummary } from '@shared/email.schema.ts'
import { emailsQueryKey } from './get-emails'

export const markEmailRead = (id: number): Promise<EmailSummary> =>
  api.patch<EmailSummary>(`/api/emails/${id}/read`)

/** Opening an e-mail marks it read (spec section 4); the tabs and counts follow. */
export function useMarkEmailRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markEmailRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailsQueryKey }),
  })
}
