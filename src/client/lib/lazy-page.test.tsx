// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { lazyPage } from '@/lib/lazy-page'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

const renderPage = (Page: ReturnType<typeof lazyPage<{ name: string }>>) =>
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page name="Ada" />
    </Suspense>,
  )

describe('lazyPage', () => {
  it('shows the loading state, then the page, when it was not loaded ahead', async () => {
    const Page = lazyPage(async () => Greeting)
    renderPage(Page)

    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  })

  it('shows the page in the first render once loaded ahead, downloading it once', async () => {
    const load = vi.fn(async () => Greeting)
    const Page = lazyPage(load)
    await Page.preload()
    renderPage(Page)

    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
    await Page.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed download again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline'))
    load.mockResolvedValue(Greeting)
    const Page = lazyPage(load)

    await expect(Page.preload()).rejects.toThrow('offline')
    await Page.preload()
    renderPage(Page)
    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
  })
})
