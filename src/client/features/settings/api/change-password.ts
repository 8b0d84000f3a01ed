import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { ChangePasswordBody } from '@shared/account.schema.ts'
import { invalidateAccount } from './get-sessions'

/** PUT /api/auth/password: the other sessions end; this one stays signed in. */
export const changePassword = (body: ChangePasswordBody) =>
  api.put<{ endedSessions: number }>('/api/auth/password', body)

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => invalidateAccount(queryClient),
  })
}
