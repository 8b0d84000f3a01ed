import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { currentUserQueryKey } from '@/lib/auth-state'
import { forgetLastingDrafts } from '@/lib/use-lasting-draft'

export const logout = (): Promise<void> => api.post<void>('/api/auth/logout', {})

/** Signs the admin out; stays pending until the session check has been run again (spec section 4). */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Unsaved admin drafts are the signed-in owner's: not left for whoever signs in next on this page.
      forgetLastingDrafts()
      return queryClient.refetchQueries({ queryKey: currentUserQueryKey })
    },
  })
}
