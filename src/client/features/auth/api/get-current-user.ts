import { queryOptions } from '@tanstack/react-query'

import { ApiRequestError, api } from '@/lib/api-client'
import { currentUserQueryKey, type AuthState } from '@/lib/auth-state'
import { useFirstLoadQuery } from '@/lib/first-load-query'

import { SESSION_URL } from '@shared/api-read-urls.ts'
import type { AuthStatus } from '@shared/auth.schema.ts'

/** The session check: the signed-in admin, or null when the server answers 401 (not signed in). */
export async function getCurrentUser(): Promise<AuthStatus | null> {
  try {
    return await api.get<AuthStatus>(SESSION_URL)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw new Error('Failed to check authentication', { cause: error })
  }
}

const currentUserQuery = { queryKey: currentUserQueryKey, queryFn: getCurrentUser }

export const currentUserQueryOptions = () => queryOptions(currentUserQuery)

/** Read by the navigation bar on every page, so it works before TanStack Query has loaded. */
export const useCurrentUser = () => useFirstLoadQuery(currentUserQuery)

/** The session as screens need it; a failed check counts as signed out, so admin content stays hidden. */
export function useAuthState(): AuthState {
  const { data, isPending } = useCurrentUser()
  if (isPending) return 'checking'
  return data ? 'signed-in' : 'signed-out'
}
