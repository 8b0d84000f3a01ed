import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'

import { matchPage, PAGE_ROUTES } from '@shared/page-routes.ts'

/** React Router's answer, as the client's preloadPage (routes.tsx) finds the page. */
function routerMatch(pathname: string) {
  if (pathname === '/') return undefined
  for (const { path, page } of PAGE_ROUTES) {
    const match = matchPath(path, pathname)
    if (match) return { page, params: { ...match.params } }
  }
  return undefined
}

describe('the server’s page matching', () => {
  it('finds the page and parameters React Router finds, so the hints name the page the client shows', () => {
    const paths = [
      '/',
      '/admin',
      '/ADMIN/',
      '/dashboard',
      '/booking-dashboard',
      '/admin/forgot-password',
      '/admin/reset-password/abc',
      '/orders/abc_DEF-123',
      '/orders/abc/review',
      '/orders/a%20b',
      '/booking-confirmation/27',
      '/login',
      '/no/such/page',
      '/orders',
    ]
    for (const pathname of paths) {
      const ours = matchPage(pathname)
      const router = routerMatch(pathname)
      // React Router names the catch-all's rest '*'; the server has no use for it.
      if (router?.page === 'notFound') delete (router.params as Record<string, string>)['*']
      expect(ours, pathname).toEqual(router)
    }
  })
})
