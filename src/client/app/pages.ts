import type { LazyPage } from '@/lib/lazy-page'
import { lazyPage } from '@/lib/lazy-page'
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client'

import type { PageKey } from '@shared/page-routes.ts'

/**
 * Every screen but the landing page, by the page keys of shared/page-routes.ts: each loads its own chunk when
 * visited, and the screens that read data through TanStack Query load the app's data cache with them. The build
 * reads this table (scripts/route-modules.ts), so the server names each page's chunks in its HTML: keep it an
 * object literal whose every value calls import() itself.
 */
export const pages: Record<PageKey, LazyPage> = {
  measurementSelection: lazyPage(() =>
    import('@/features/measurement-selection/components/measurement-selection-page').then(
      (module) => module.MeasurementSelectionPage,
    ),
  ),
  admin: lazyWithQueryClient(() => {
    // The page opens on a booking form: fetch the forms alongside it rather than after it. A failed fetch here
    // is retried, and reported, when the form itself loads.
    void import('@/features/booking-form/components/detailed-booking-form').catch(() => {})
    void import('@/features/booking-form/components/pickup-booking-form').catch(() => {})
    return import('@/app/admin-route').then((module) => module.loadAdminRoute())
  }),
  bookingConfirmation: lazyWithQueryClient(() =>
    import('@/features/booking-confirmation/components/booking-confirmation-page').then(
      (module) => module.BookingConfirmationPage,
    ),
  ),
  order: lazyWithQueryClient(() =>
    import('@/features/booking-confirmation/components/order-page').then((module) => module.OrderPage),
  ),
  orderSearch: lazyWithQueryClient(() =>
    import('@/features/order-search/components/order-search-page').then((module) => module.OrderSearchPage),
  ),
  bookAgain: lazyWithQueryClient(() =>
    import('@/features/booking-form/components/book-again-page').then((module) => module.BookAgainPage),
  ),
  orderReview: lazyWithQueryClient(() =>
    import('@/features/order-review/components/order-review-page').then((module) => module.OrderReviewPage),
  ),
  unsubscribe: lazyWithQueryClient(() =>
    import('@/features/unsubscribe/components/unsubscribe-page').then((module) => module.UnsubscribePage),
  ),
  login: lazyWithQueryClient(() =>
    import('@/features/auth/components/login-page').then((module) => module.LoginPage),
  ),
  forgotPassword: lazyWithQueryClient(() =>
    import('@/features/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage),
  ),
  resetPassword: lazyWithQueryClient(() =>
    import('@/features/auth/components/reset-password-page').then((module) => module.ResetPasswordPage),
  ),
  notFound: lazyPage(() =>
    import('@/features/not-found/components/not-found-page').then((module) => module.NotFoundPage),
  ),
}
