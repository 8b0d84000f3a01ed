import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { AuthStatus, LoginBody } from '@shared/auth.schema.ts'
import { currentUserQueryKey } from '@/lib/auth-state'
import { clearSessionEnded } from '@/lib/session-ended'

export const login = (credentials: LoginBody): Promise<AuthStatus> =>
  api.post<AuthStatus>('/api/auth/login', credentials)

/** Signs the admin in; on success the session check is refreshed (spec section 4). */
export function useLogin(onSignedIn: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      // A session check asked before signing in may still be on its way: its "not signed in" would land after
      // this and sign the admin out again.
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey })
      // Seeding the cache first keeps the dashboard from showing the signed-out view while the check reruns.
      queryClient.setQueryData(currentUserQueryKey, user)
      clearSessionEnded()
      // In the same turn as the cache's update, before the page re-renders as signed in.
      onSignedIn()
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
    },
  })
}
