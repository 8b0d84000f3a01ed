import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

let appClient: QueryClient | undefined
let loading: Promise<QueryClient> | undefined
const listeners = new Set<(client: QueryClient) => void>()

/**
 * The app's one data cache, created when the first screen that reads data through TanStack Query loads: the
 * landing page's first download leaves TanStack Query out (docs/decisions.md "Budgets"). The navigation bar, footer
 * and landing page read their few queries through lib/first-load-query.ts until then.
 */
export function loadAppQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient }) => {
      const client = createQueryClient()
      appClient = client
      listeners.forEach((listener) => listener(client))
      return client
    },
    (error: unknown) => {
      // A failed download is tried again by the next screen that asks.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Called once the app's cache exists (at once when it already does); returns the unsubscribe function. */
export function onAppQueryClient(listener: (client: QueryClient) => void): () => void {
  if (appClient) listener(appClient)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** The app's cache, or undefined while no screen has needed it yet. */
export function useAppQueryClient(): QueryClient | undefined {
  // Not while the server draws a page (app/prerender.tsx), nor so while the browser takes its drawing over.
  return useSyncExternalStore(
    subscribe,
    () => appClient,
    () => undefined,
  )
}
