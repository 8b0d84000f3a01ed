import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PasswordResetBody } from '@shared/password-reset.schema.ts'

/** POST /api/auth/password-reset/{token}: sets the new password with the e-mailed link (204). */
export const resetPassword = (token: string, body: PasswordResetBody) =>
  api.post<void>(`/api/auth/password-reset/${encodeURIComponent(token)}`, body)

export const useResetPassword = (token: string) =>
  useMutation({ mutationFn: (body: PasswordResetBody) => resetPassword(token, body) })
