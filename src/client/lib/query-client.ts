import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query'

import { ApiRequestError } from './api-client'
import { currentUserQueryKey } from './auth-state'
import { markSessionEnded } from './session-ended'
import { prepareToasterOnFirstAction } from './toaster-on-first-action'

/**
 * The spec's caching (section 7): nothing is retried, nothing refetches on focus or on a timer, and cached data
 * never goes stale on its own. Screens refresh data by invalidating the query keys a mutation affects.
 */
export const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions

/**
 * A 401 from any admin call means the session ended elsewhere (signed out in another tab, expired, password
 * reset): the app then shows the signed-out view at once instead of a screen of errors. The screens that read
 * through it change data, which toasts confirm: the toaster gets ready at the visitor's first action.
 */
export function createQueryClient(): QueryClient {
  prepareToasterOnFirstAction()
  const onError = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      if (client.getQueryData(currentUserQueryKey)) markSessionEnded()
      client.setQueryData(currentUserQueryKey, null)
    }
  }
  const client: QueryClient = new QueryClient({
    defaultOptions: queryDefaults,
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  })
  return client
}
