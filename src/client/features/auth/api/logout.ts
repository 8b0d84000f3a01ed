import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { currentUserQueryKey } from '@/lib/auth-state'

export const logout = (): Promise<void> => api.post<void>('/api/auth/logout', {})

/** Signs the admin out; stays pending until the session check has been run again (spec section 4). */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => queryClient.refetchQueries({ queryKey: currentUserQueryKey }),
  })
}
