import type { Page } from '@playwright/test'

import { createBooking, uniqueTag } from './support/admin-bookings.ts'
import { apiSettled } from './support/api-requests.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * Issue 45: the server names a page's first reads in its HTML (<link rel="preload" as="fetch">). Each is worth it
 * only when the page's own fetch takes the preloaded answer: the browser then asks the server once per URL.
 */

/** The API URLs (path and query) the page asks for, by path, in the order asked. */
function watchApiRequests(page: Page): Map<string, string[]> {
  const requested = new Map<string, string[]>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/')) return
    requested.set(url.pathname, [...(requested.get(url.pathname) ?? []), url.pathname + url.search])
  })
  return requested
}

/** The reads the page's HTML preloads, as their path and query. */
const preloadedReads = (page: Page) =>
  page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLLinkElement).href)
      return url.pathname + url.search
    }),
  )

/**
 * Once the page has shown its data and every request is answered, each preloaded URL was asked for once, by the
 * preload, and its path for nothing else: a fetch of another URL, or one the browser would not match with the
 * preload (credentials, headers), would be a second request on that path.
 */
async function expectEachPreloadUsed(page: Page, requested: Map<string, string[]>, expected: string[]) {
  await apiSettled(page)
  const reads = await preloadedReads(page)
  expect(reads).toEqual(expect.arrayContaining(expected))
  const pathOf = (read: string) => read.split('?')[0]!
  const paths = [...new Set(reads.map(pathOf))]
  const byPath = (urls: (path: string) => string[]) =>
    Object.fromEntries(paths.map((path) => [path, [...urls(path)].sort()]))
  expect(byPath((path) => requested.get(path) ?? [])).toEqual(
    byPath((path) => reads.filter((read) => pathOf(read) === path)),
  )
}

test.describe('the hints in a page’s HTML', () => {
  test('All Orders with a search asks for its session, business and first page once each', async ({
    adminPage,
  }) => {
    const tag = uniqueTag()
    await createBooking(adminPage.request, { customerName: `Hinted ${tag}` })
    const requested = watchApiRequests(adminPage)
    await adminPage.goto(`/admin?tab=orders&orders-search=${tag}&orders-sort=customerName&orders-order=desc`)
    await expect(adminPage.getByRole('heading', { level: 1, name: 'All Orders' })).toBeVisible()
    await expect(adminPage.getByText(`Hinted ${tag}`).first()).toBeVisible()
    await expectEachPreloadUsed(adminPage, requested, [
      '/api/public/business',
      '/api/auth/me',
      `/api/bookings?includeArchived=false&search=${tag}&page=1&limit=10&sort=customerName&order=desc`,
    ])
  })

  test('the order page asks for its order once, preloaded with the page', async ({ page }) => {
    const booking = await createBooking(page.request, { customerName: `Linked ${uniqueTag()}` })
    const requested = watchApiRequests(page)
    await page.goto(`/orders/${booking.accessToken}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectEachPreloadUsed(page, requested, [
      '/api/public/business',
      '/api/auth/me',
      `/api/public/orders/${booking.accessToken}`,
    ])
  })

  test('the board, the schedule and Reports take their preloaded first reads', async ({ adminPage }) => {
    const sections = [
      { url: '/admin', heading: 'Workflow Board', read: '/api/attention?status=open&page=1&limit=3' },
      { url: '/admin?tab=schedule', heading: 'Schedule', read: '/api/schedule/no-time' },
      { url: '/admin?tab=reports', heading: 'Reports', read: '/api/stats' },
    ]
    const requested = watchApiRequests(adminPage)
    for (const { url, heading, read } of sections) {
      requested.clear()
      await adminPage.goto(url)
      await expect(adminPage.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectEachPreloadUsed(adminPage, requested, [read])
    }
  })
})
