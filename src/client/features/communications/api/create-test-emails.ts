import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { TestEmailsResult } from '@shared/email.schema.ts'
import { emailsQueryKey } from './get-emails'

export const createTestEmails = (): Promise<TestEmailsResult> =>
  api.post<TestEmailsResult>('/api/emails/test')

/** Adds the server's sample e-mails, a quick way to see the inbox at work. */
export function useCreateTestEmails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTestEmails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailsQueryKey }),
  })
}
