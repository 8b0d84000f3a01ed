// @vitest-environment jsdom
import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { ApiRequestError } from '@/lib/api-client'
import { currentUserQueryKey } from '@/lib/auth-state'
import { createQueryClient } from '@/lib/query-client'
import { clearSessionEnded, useSessionEnded } from '@/lib/session-ended'

describe('query client', () => {
  it('tries a failed call once, and gives up at once', async () => {
    const client = createQueryClient()
    let calls = 0
    const failing = () => {
      calls += 1
      return Promise.reject(new ApiRequestError(500, 'Oops', ''))
    }
    await expect(client.fetchQuery({ queryKey: ['q'], queryFn: failing })).rejects.toThrow()
    await expect(
      client.getMutationCache().build(client, { mutationFn: failing }).execute(undefined),
    ).rejects.toThrow()
    expect(calls).toBe(2)
  })

  it('keeps fetched data fresh: no refetch on focus, on reconnect or later on, until a change invalidates it', async () => {
    vi.useFakeTimers()
    try {
      const client = createQueryClient()
      let calls = 0
      const observer = new QueryObserver(client, { queryKey: ['q'], queryFn: () => ++calls })
      const unsubscribe = observer.subscribe(() => {})
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1))

      focusManager.setFocused(false)
      focusManager.setFocused(true)
      onlineManager.setOnline(false)
      onlineManager.setOnline(true)
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
      expect(calls).toBe(1)
      expect(observer.getCurrentResult().isStale).toBe(false)

      await client.invalidateQueries({ queryKey: ['q'] })
      expect(calls).toBe(2)
      unsubscribe()
    } finally {
      focusManager.setFocused(undefined)
      vi.useRealTimers()
    }
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

  it('says the session ended when a signed-in admin gets a 401, and not when nobody was signed in', async () => {
    clearSessionEnded()
    const rejectWith401 = () => Promise.reject(new ApiRequestError(401, 'Unauthorized', ''))
    const signedOut = createQueryClient()
    signedOut.setQueryData(currentUserQueryKey, null)
    await signedOut.fetchQuery({ queryKey: ['a'], queryFn: rejectWith401 }).catch(() => {})
    const { result } = renderHook(() => useSessionEnded())
    expect(result.current).toBe(false)

    const client = createQueryClient()
    client.setQueryData(currentUserQueryKey, { authenticated: true, username: 'admin' })
    await act(() => client.fetchQuery({ queryKey: ['b'], queryFn: rejectWith401 }).catch(() => {}))
    expect(result.current).toBe(true)
    act(() => clearSessionEnded())
    expect(result.current).toBe(false)
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
