// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { ApiRequestError } from '@/lib/api-client'
import { currentUserQueryKey } from '@/lib/auth-state'
import { createQueryClient } from '@/lib/query-client'

describe('query client', () => {
  it('never retries, refetches on focus or on a timer, and keeps data fresh', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()

    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    })
    expect(mutations).toMatchObject({ retry: false })
  })

  it('gives each caller its own cache', () => {
    expect(createQueryClient().getQueryCache()).not.toBe(createQueryClient().getQueryCache())
  })

  it('shows the signed-out view when any admin call answers 401', async () => {
    const client = createQueryClient()
    client.setQueryData(currentUserQueryKey, { authenticated: true, username: 'admin' })
    await client
      .fetchQuery({
        queryKey: ['bookings'],
        queryFn: () => Promise.reject(new ApiRequestError(401, 'Unauthorized', '{"error":"Please sign in"}')),
      })
      .catch(() => {})
    expect(client.getQueryData(currentUserQueryKey)).toBeNull()
  })

  it('keeps the session on other failures', async () => {
    const client = createQueryClient()
    client.setQueryData(currentUserQueryKey, { authenticated: true, username: 'admin' })
    await client
      .fetchQuery({
        queryKey: ['bookings'],
        queryFn: () => Promise.reject(new ApiRequestError(500, 'Oops', '')),
      })
      .catch(() => {})
    expect(client.getQueryData(currentUserQueryKey)).toEqual({ authenticated: true, username: 'admin' })
  })
})
