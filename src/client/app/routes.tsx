import { matchPath, Route, Routes } from 'react-router'

import { Layout } from '@/app/layout/layout'
import { LandingPage } from '@/features/landing/components/landing-page'
import { lazyPage, type LazyPage } from '@/lib/lazy-page'
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client'
import { prefetchPublicOrder } from '@/lib/prefetch-public-order'

import { tokenFromFragment } from '@/features/booking-confirmation/lib/token-from-fragment'

// The landing page ships in the first bundle; every other screen loads its own chunk when visited, and the
// screens that read data through TanStack Query load the app's data cache with them.
const MeasurementSelectionPage = lazyPage(() =>
  import('@/features/measurement-selection/components/measurement-selection-page').then(
    (module) => module.MeasurementSelectionPage,
  ),
)
const AdminRoute = lazyWithQueryClient(() => {
  // The page opens on a booking form: fetch the forms alongside it rather than after it. A failed fetch here
  // is retried, and reported, when the form itself loads.
  void import('@/features/booking-form/components/detailed-booking-form').catch(() => {})
  void import('@/features/booking-form/components/pickup-booking-form').catch(() => {})
  return import('@/app/admin-route').then((module) => module.AdminRoute)
})
const BookingConfirmationPage = lazyWithQueryClient(() =>
  import('@/features/booking-confirmation/components/booking-confirmation-page').then(
    (module) => module.BookingConfirmationPage,
  ),
)
const OrderPage = lazyWithQueryClient(() =>
  import('@/features/booking-confirmation/components/order-page').then((module) => module.OrderPage),
)
const OrderSearchPage = lazyWithQueryClient(() =>
  import('@/features/order-search/components/order-search-page').then((module) => module.OrderSearchPage),
)
const BookAgainPage = lazyWithQueryClient(() =>
  import('@/features/booking-form/components/book-again-page').then((module) => module.BookAgainPage),
)
const OrderReviewPage = lazyWithQueryClient(() =>
  import('@/features/order-review/components/order-review-page').then((module) => module.OrderReviewPage),
)
const UnsubscribePage = lazyWithQueryClient(() =>
  import('@/features/unsubscribe/components/unsubscribe-page').then((module) => module.UnsubscribePage),
)
const LoginPage = lazyWithQueryClient(() =>
  import('@/features/auth/components/login-page').then((module) => module.LoginPage),
)
const ForgotPasswordPage = lazyWithQueryClient(() =>
  import('@/features/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage),
)
const ResetPasswordPage = lazyWithQueryClient(() =>
  import('@/features/auth/components/reset-password-page').then((module) => module.ResetPasswordPage),
)
const NotFoundPage = lazyPage(() =>
  import('@/features/not-found/components/not-found-page').then((module) => module.NotFoundPage),
)

const ADMIN_PATHS = ['/booking', '/booking-dashboard', '/dashboard', '/admin']

interface LazyRoute {
  path: string
  Page: LazyPage
  /** Starts fetching what the page shows first, from its path's parameters (and the URL's fragment). */
  prefetch?: (params: Record<string, string | undefined>) => void
}

/** Every screen but the landing page, by path; the catch-all comes last, so preloadPage finds a path first. */
const LAZY_PAGES: readonly LazyRoute[] = [
  { path: 'measurement-selection', Page: MeasurementSelectionPage },
  ...ADMIN_PATHS.map((path) => ({ path, Page: AdminRoute })),
  {
    path: 'booking-confirmation/:id',
    Page: BookingConfirmationPage,
    prefetch: () => prefetchPublicOrder(tokenFromFragment(window.location.hash)),
  },
  { path: 'orders/:token', Page: OrderPage, prefetch: ({ token }) => prefetchPublicOrder(token ?? null) },
  { path: 'orders/:token/review', Page: OrderReviewPage },
  { path: 'order-search', Page: OrderSearchPage },
  { path: 'book', Page: BookAgainPage },
  { path: 'unsubscribe/:token', Page: UnsubscribePage },
  { path: 'login', Page: LoginPage },
  { path: 'admin/forgot-password', Page: ForgotPasswordPage },
  { path: 'admin/reset-password/:token', Page: ResetPasswordPage },
  { path: '*', Page: NotFoundPage },
]

/**
 * Loads the code of the screen at `pathname`, so that the first render shows it (main.tsx), and starts fetching
 * the data it shows first alongside.
 */
export function preloadPage(pathname: string): Promise<void> {
  if (pathname === '/') return Promise.resolve()
  for (const route of LAZY_PAGES) {
    const match = matchPath(`/${route.path.replace(/^\//, '')}`, pathname)
    if (!match) continue
    route.prefetch?.(match.params)
    return route.Page.preload()
  }
  return Promise.resolve()
}

/** The app: the route table of spec section 2, inside the shared layout. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        {LAZY_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  )
}
