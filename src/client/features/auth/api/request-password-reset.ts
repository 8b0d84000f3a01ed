import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PasswordResetRequestBody, PasswordResetRequested } from '@shared/password-reset.schema.ts'

/** POST /api/auth/password-reset: e-mails a reset link to the business address if the name is the admin's. */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  api.post<PasswordResetRequested>('/api/auth/password-reset', body)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
