import { expect, type Page, type Request } from '@playwright/test'

// The API requests each page has sent and not yet finished, counted from the page's creation (fixtures.ts).
const running = new WeakMap<Page, Set<Request>>()

const isApiRequest = (request: Request) => new URL(request.url()).pathname.startsWith('/api/')

/** Starts counting the page's API requests; the fixtures call it for every page they hand a journey. */
export function trackApiRequests(page: Page): void {
  const requests = new Set<Request>()
  running.set(page, requests)
  page.on('request', (request) => {
    if (isApiRequest(request)) requests.add(request)
  })
  const settle = (request: Request) => requests.delete(request)
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
}

/**
 * Waits until every API request the page has sent is answered. `waitForLoadState('networkidle')` cannot: once
 * the page has been idle after its first load, it answers at once, whatever a screen fetches after a route
 * change (with a request held 3 s after a tab change it returned in 7 ms; this waited the 3 s).
 */
export async function apiSettled(page: Page): Promise<void> {
  const requests = running.get(page)
  if (!requests)
    throw new Error('apiSettled: this page was not made by the fixtures, so its requests are not counted')
  await expect
    .poll(() => [...requests].map((request) => `${request.method()} ${request.url()}`), {
      message: 'API requests still running',
    })
    .toEqual([])
}
