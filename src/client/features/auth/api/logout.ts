import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { forgetLastingDrafts } from '@/lib/use-lasting-draft'
import { currentUserQueryOptions } from './get-current-user'

export const logout = (): Promise<void> => api.post<void>('/api/auth/logout', {})

/**
 * Signs the admin out; stays pending until the session check has been run again (spec section 4). The check is
 * asked for anew with its own function: the session in the cache may have come from the page's first reads
 * (lib/first-load-query.ts) with none to run again, and the navigation bar of a page that reads nothing else went on
 * greeting the admin.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Unsaved admin drafts are the signed-in owner's: not left for whoever signs in next on this page.
      forgetLastingDrafts()
      return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
    },
  })
}
