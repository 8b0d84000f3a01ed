import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { invalidateAccount } from './get-sessions'

/** DELETE /api/auth/sessions/{id}: that browser is signed out. */
export const endSession = (id: string) => api.delete<undefined>(`/api/auth/sessions/${id}`)
/** DELETE /api/auth/sessions: every session but this one. */
export const endOtherSessions = () => api.delete<{ endedSessions: number }>('/api/auth/sessions')

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endSession,
    onSettled: () => invalidateAccount(queryClient),
  })
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => invalidateAccount(queryClient),
  })
}
