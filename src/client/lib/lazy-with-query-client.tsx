import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'

import { loadAppQueryClient } from '@/lib/app-query-client'
import { lazyPage } from '@/lib/lazy-page'
import { prepareToaster } from '@/lib/toast'

/**
 * A component loaded with its own chunk (lib/lazy-page.tsx), together with the app's data cache it reads through
 * TanStack Query (lib/app-query-client.ts): both downloads run at once, and it renders inside the cache's
 * provider. Its changes are confirmed by toasts, so the toaster mounts alongside, ready before the first one.
 */
export function lazyWithQueryClient<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyPage(async () => {
    // Not while React renders the component that asked for this one.
    queueMicrotask(prepareToaster)
    const [Component, client] = await Promise.all([load(), loadAppQueryClient()])
    return function WithQueryClient(props: Props) {
      return (
        <QueryClientProvider client={client}>
          <Component {...props} />
        </QueryClientProvider>
      )
    }
  })
}
