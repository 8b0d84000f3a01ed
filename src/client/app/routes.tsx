import { matchPath, Route, Routes } from 'react-router'

import { Layout } from '@/app/layout/layout'
import { pages } from '@/app/pages'
import { LandingPage, preloadLandingParts } from '@/features/landing/components/landing-page'
import { prefetchPublicOrder } from '@/lib/prefetch-public-order'

import { tokenFromFragment } from '@/features/booking-confirmation/lib/token-from-fragment'
import { PAGE_ROUTES, type PageKey } from '@shared/page-routes.ts'

type Prefetch = (params: Record<string, string | undefined>) => void

/** What a page shows first, started from its path's parameters (and the URL's fragment) beside its code. */
const PREFETCH: Partial<Record<PageKey, Prefetch>> = {
  bookingConfirmation: () => prefetchPublicOrder(tokenFromFragment(window.location.hash)),
  order: ({ token }) => prefetchPublicOrder(token ?? null),
}

/**
 * Loads the code of the screen at `pathname`, so that the first render shows it (main.tsx), and starts fetching
 * the data it shows first alongside.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (pathname === '/') return preloadLandingParts()
  // React Router's own matching, already in the first download; the server matches alike (shared matchPage,
  // routes.test.ts compares them).
  for (const { path, page } of PAGE_ROUTES) {
    const match = matchPath(path, pathname)
    if (!match) continue
    PREFETCH[page]?.(match.params)
    return pages[page].preload()
  }
  return Promise.resolve()
}

/** The app: the route table of spec section 2, inside the shared layout. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = pages[page]
          return <Route key={path} path={path} element={<Page />} />
        })}
      </Route>
    </Routes>
  )
}
