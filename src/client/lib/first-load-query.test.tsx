// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '@/lib/query-client'

const BUSINESS_KEY = ['business']

// Both modules keep the app's cache and the early answers at module level: every test starts without either.
async function freshModules() {
  vi.resetModules()
  const { useFirstLoadQuery } = await import('@/lib/first-load-query')
  const { loadAppQueryClient } = await import('@/lib/app-query-client')
  const { prefetchFirstLoadQuery } = await import('@/lib/first-load-query')
  return { useFirstLoadQuery, loadAppQueryClient, prefetchFirstLoadQuery }
}

let modules: Awaited<ReturnType<typeof freshModules>>
beforeEach(async () => {
  modules = await freshModules()
})

const readBusiness = (queryFn: () => Promise<string | null>) => () =>
  modules.useFirstLoadQuery({ queryKey: BUSINESS_KEY, queryFn })

describe('useFirstLoadQuery before the app has a data cache', () => {
  it('fetches once for every reader and reports pending until the answer', async () => {
    const queryFn = vi.fn(async () => 'Sharp Edge')
    const first = renderHook(readBusiness(queryFn))
    const second = renderHook(readBusiness(queryFn))
    expect(first.result.current).toEqual({ data: undefined, isPending: true })

    await waitFor(() => expect(first.result.current).toEqual({ data: 'Sharp Edge', isPending: false }))
    expect(second.result.current.data).toBe('Sharp Edge')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('tries a failed fetch again when the next reader mounts', async () => {
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'))
    queryFn.mockResolvedValue('Sharp Edge')
    const first = renderHook(readBusiness(queryFn))
    await waitFor(() => expect(first.result.current).toEqual({ data: undefined, isPending: false }))
    first.unmount()

    const second = renderHook(readBusiness(queryFn))
    await waitFor(() => expect(second.result.current.data).toBe('Sharp Edge'))
    expect(queryFn).toHaveBeenCalledTimes(2)
  })
})

describe('useFirstLoadQuery once the app has its data cache', () => {
  it('hands its answer to the cache, which then answers without a second request', async () => {
    const queryFn = vi.fn(async () => 'Sharp Edge')
    const reader = renderHook(readBusiness(queryFn))
    await waitFor(() => expect(reader.result.current.data).toBe('Sharp Edge'))

    const client = await act(() => modules.loadAppQueryClient())
    expect(client.getQueryData(BUSINESS_KEY)).toBe('Sharp Edge')
    expect(reader.result.current).toEqual({ data: 'Sharp Edge', isPending: false })
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('waits for a fetch started before the cache existed rather than asking again', async () => {
    let answer: (name: string) => void = () => {}
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    modules.prefetchFirstLoadQuery({ queryKey: BUSINESS_KEY, queryFn })
    const client = await act(() => modules.loadAppQueryClient())

    const reader = renderHook(readBusiness(queryFn))
    expect(reader.result.current).toEqual({ data: undefined, isPending: true })
    act(() => answer('Sharp Edge'))
    await waitFor(() => expect(reader.result.current).toEqual({ data: 'Sharp Edge', isPending: false }))
    expect(client.getQueryData(BUSINESS_KEY)).toBe('Sharp Edge')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('shows what the rest of the app writes to the cache, such as a sign-out', async () => {
    const reader = renderHook(readBusiness(async () => 'admin'))
    await waitFor(() => expect(reader.result.current.data).toBe('admin'))
    const client = await act(() => modules.loadAppQueryClient())

    act(() => client.setQueryData(BUSINESS_KEY, null))
    expect(reader.result.current).toEqual({ data: null, isPending: false })
  })

  it('fetches again, on mount, a query the rest of the app invalidated', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('old name')
      .mockResolvedValue('new name')
    const client = await modules.loadAppQueryClient()
    const first = renderHook(readBusiness(queryFn))
    await waitFor(() => expect(first.result.current.data).toBe('old name'))
    first.unmount()

    await act(() => client.invalidateQueries({ queryKey: BUSINESS_KEY }))
    const second = renderHook(readBusiness(queryFn))
    await waitFor(() => expect(second.result.current.data).toBe('new name'))
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('reads the cache of a surrounding provider, as screens and their tests have', () => {
    const client = createQueryClient()
    client.setQueryData(BUSINESS_KEY, 'Seeded')
    const queryFn = vi.fn(async () => 'fetched')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )

    const reader = renderHook(readBusiness(queryFn), { wrapper })
    expect(reader.result.current).toEqual({ data: 'Seeded', isPending: false })
    expect(queryFn).not.toHaveBeenCalled()
  })
})
