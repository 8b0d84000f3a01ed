// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'

import { currentUserQueryKey } from '@/lib/auth-state'
import { createQueryClient } from '@/lib/query-client'

import { useLogout } from './logout'

afterEach(() => vi.unstubAllGlobals())

it('asks for the session again after signing out, even when the cache holds it with nothing to run again', async () => {
  const client = createQueryClient()
  // As the page's first reads hand it to the cache (lib/first-load-query.ts): data, no query function.
  client.setQueryData(currentUserQueryKey, { authenticated: true, username: 'admin' })
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push(`${init.method} ${url}`)
    return url === '/api/auth/logout'
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify({ error: 'Authentication required', code: 'UNAUTHORIZED' }), {
          status: 401,
        })
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useLogout(), { wrapper })

  await act(() => result.current.mutateAsync())

  expect(asked).toEqual(['POST /api/auth/logout', 'GET /api/auth/me'])
  expect(client.getQueryData(currentUserQueryKey)).toBeNull()
})
