import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'

import { loadAppQueryClient } from '@/lib/app-query-client'
import { lazyPage } from '@/lib/lazy-page'

/**
 * A component loaded with its own chunk (lib/lazy-page.tsx), together with the app's data cache it reads through
 * TanStack Query (lib/app-query-client.ts): both downloads run at once, and it renders inside the cache's
 * provider. Its changes are confirmed by toasts: the cache readies the toaster (lib/toaster-on-first-action.ts).
 */
export function lazyWithQueryClient<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyPage(async () => {
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
