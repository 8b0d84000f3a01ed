// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { currentUserQueryKey } from '@/lib/auth-state'
import { createQueryClient } from '@/lib/query-client'

import { currentUserQueryOptions } from './get-current-user'
import { useLogin } from './login'

const ADMIN = { authenticated: true, username: 'admin' }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useLogin', () => {
  it('keeps the admin signed in when the session check asked before signing in answers after it', async () => {
    // The first /api/auth/me is answered when the test says so; sign-in and later checks at once.
    let answerFirstCheck: (response: Response) => void = () => {}
    let checks = 0
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/api/auth/login')) return Promise.resolve(json(200, ADMIN))
        checks += 1
        return checks === 1
          ? new Promise<Response>((resolve) => (answerFirstCheck = resolve))
          : Promise.resolve(json(200, ADMIN))
      }),
    )
    const queryClient = createQueryClient()
    const firstCheck = queryClient.fetchQuery(currentUserQueryOptions()).catch(() => 'cancelled')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const signedIn = vi.fn()
    const { result } = renderHook(() => useLogin(signedIn), { wrapper })

    act(() => result.current.mutate({ username: 'admin', password: 'secret' }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(signedIn).toHaveBeenCalledOnce()
    answerFirstCheck(json(401, { error: { code: 'UNAUTHORIZED', message: 'Authentication required' } }))
    await firstCheck

    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(ADMIN)
  })
})
