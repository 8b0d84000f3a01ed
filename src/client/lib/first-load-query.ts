import { QueryClientContext, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { use, useCallback, useEffect, useSyncExternalStore } from 'react'

import { onAppQueryClient, useAppQueryClient } from '@/lib/app-query-client'

import type { FirstRead } from '@shared/prerendered-page.ts'

export interface FirstLoadQueryOptions<T> {
  /** An array of strings, the same key the rest of the app reads and invalidates in TanStack Query's cache. */
  queryKey: QueryKey
  queryFn: () => Promise<T>
}

export interface FirstLoadQueryResult<T> {
  data: T | undefined
  /** True until the first answer (or failure). */
  isPending: boolean
}

interface QuerySnapshot {
  status: 'pending' | 'success' | 'error'
  data?: unknown
}

interface EarlyQuery {
  queryKey: QueryKey
  snapshot: QuerySnapshot
  /** The answer on its way, if any. */
  fetching: Promise<unknown> | undefined
  listeners: Set<() => void>
}

// Answers fetched before the app's cache exists, one request per key.
const earlyQueries = new Map<string, EarlyQuery>()
const PENDING: QuerySnapshot = { status: 'pending' }

const hashOf = (queryKey: QueryKey) => JSON.stringify(queryKey)

function earlyQuery(queryKey: QueryKey): EarlyQuery {
  const hash = hashOf(queryKey)
  let query = earlyQueries.get(hash)
  if (!query) {
    query = { queryKey, snapshot: PENDING, fetching: undefined, listeners: new Set() }
    earlyQueries.set(hash, query)
  }
  return query
}

function fetchEarly<T>({ queryKey, queryFn }: FirstLoadQueryOptions<T>): void {
  const query = earlyQuery(queryKey)
  // Like TanStack Query with this app's defaults: fetched once, and again only after a failure.
  if (query.fetching || query.snapshot.status === 'success') return
  const settle = (snapshot: QuerySnapshot) => {
    query.fetching = undefined
    query.snapshot = snapshot
    query.listeners.forEach((listener) => listener())
  }
  const answer = queryFn()
  query.fetching = answer
  answer.then(
    (data) => settle({ status: 'success', data }),
    () => settle({ status: 'error' }),
  )
}

/**
 * Starts a first-load query before anything renders (app/main.tsx), so its answer travels while the page's code
 * downloads instead of after the first render asks for it.
 */
export const prefetchFirstLoadQuery = <T>(options: FirstLoadQueryOptions<T>): void => fetchEarly(options)

/** Kept for good: the navigation bar and footer read them on every page, observed by no TanStack observer. */
const keepForever = (client: QueryClient, queryKey: QueryKey) =>
  client.setQueryDefaults(queryKey, { gcTime: Infinity })

// The app's cache starts with what was fetched before it, so nothing is fetched twice or flickers. Not on the
// server: its one cache would keep a visitor's answers for the next (useFirstLoadQuery reads the drawing's own).
onAppQueryClient((client) => {
  if (import.meta.env.SSR) return
  for (const { queryKey, snapshot, fetching } of earlyQueries.values()) {
    keepForever(client, queryKey)
    if (snapshot.status === 'success' && client.getQueryData(queryKey) === undefined) {
      client.setQueryData(queryKey, snapshot.data)
    } else if (fetching) {
      // Still on its way: the cache waits for it rather than asking again.
      void client.prefetchQuery({ queryKey, queryFn: () => fetching })
    }
  }
})

/** Set while the server renders a page's HTML (app/prerender.tsx), where no effect runs to fetch. */
let prerendering = false
const askedWhilePrerendering = new Map<string, FirstLoadQueryOptions<unknown>>()

/**
 * The server's side of a page's HTML: starts afresh (one page at a time), and after each render fetches what the
 * render asked for and had not got. Resolves to false when nothing was missing.
 */
export const prerenderReads = {
  begin(): void {
    prerendering = true
    earlyQueries.clear()
    askedWhilePrerendering.clear()
  },
  async fetchMissing(): Promise<boolean> {
    const missing = [...askedWhilePrerendering.values()].filter(
      (options) => earlyQuery(options.queryKey).snapshot.status === 'pending',
    )
    missing.forEach(fetchEarly)
    await Promise.all(missing.map((options) => earlyQuery(options.queryKey).fetching?.catch(() => {})))
    return missing.length > 0
  },
  /** What was read, to send with the page; a failed read is left out, for the browser to try again. */
  end(): FirstRead[] {
    prerendering = false
    const reads = [...earlyQueries.values()]
      .filter(({ snapshot }) => snapshot.status === 'success')
      .map(({ queryKey, snapshot }) => ({ queryKey, data: snapshot.data }))
    earlyQueries.clear()
    askedWhilePrerendering.clear()
    return reads
  },
}

/** A first-load read's answer if it has come (before the app's cache exists), else undefined. */
export function firstLoadData<T>(queryKey: QueryKey): T | undefined {
  const snapshot = earlyQueries.get(hashOf(queryKey))?.snapshot
  return snapshot?.status === 'success' ? (snapshot.data as T) : undefined
}

/** The reads the server sent with the page (app/main.tsx), before the first render: it then matches the HTML. */
export function seedFirstReads(reads: readonly FirstRead[]): void {
  for (const { queryKey, data } of reads) earlyQuery(queryKey).snapshot = { status: 'success', data }
}

/**
 * A query for the parts of the app in every first download (navigation bar, footer, landing page). Inside a
 * TanStack Query provider, or once the app's cache exists, it reads and fetches through that cache, so sign-in,
 * sign-out and invalidations show here as everywhere; before that it fetches on its own, without TanStack
 * Query's code, and hands its answers to the cache when the cache is created (lib/app-query-client.ts).
 */
export function useFirstLoadQuery<T>(options: FirstLoadQueryOptions<T>): FirstLoadQueryResult<T> {
  const providedClient = use(QueryClientContext)
  const appClient = useAppQueryClient()
  // On the server the reads of the drawing are here, not in a cache, which holds no visitor's answers.
  const client = import.meta.env.SSR && prerendering ? undefined : (providedClient ?? appClient)
  const hash = hashOf(options.queryKey)

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (client) {
        return client.getQueryCache().subscribe((event) => {
          if (event.query.queryHash === hash) onChange()
        })
      }
      // The key back from its hash: keys are arrays of strings.
      const { listeners } = earlyQuery(JSON.parse(hash) as QueryKey)
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    [client, hash],
  )
  const getSnapshot = (): QuerySnapshot | undefined =>
    client ? client.getQueryState(options.queryKey) : earlyQuery(options.queryKey).snapshot
  // On the server (app/prerender.tsx) and while the page's HTML hydrates, the answers the server read for it.
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  if (import.meta.env.SSR && prerendering) askedWhilePrerendering.set(hash, options)

  const missing = snapshot === undefined
  useEffect(() => {
    if (!client) return fetchEarly(options)
    keepForever(client, options.queryKey)
    // Answers from the cache unless the data is missing or was invalidated.
    client.fetchQuery(options).catch(() => {})
    // options is a fresh object each render; the key (hash) says which query it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, hash, missing])

  return { data: snapshot?.data as T | undefined, isPending: !snapshot || snapshot.status === 'pending' }
}
