import { lazy } from 'react'
import { Route, Routes } from 'react-router'

import { Layout } from '@/components/layout'
import { useAuthState } from '@/features/auth/api/get-current-user'
import { LandingPage } from '@/features/landing/components/landing-page'

// The landing page ships in the first bundle; every other screen loads its own chunk when visited.
const MeasurementSelectionPage = lazy(() =>
  import('@/features/measurement-selection/components/measurement-selection-page').then((module) => ({
    default: module.MeasurementSelectionPage,
  })),
)
const AdminPage = lazy(() =>
  import('@/features/admin/components/admin-page').then((module) => ({ default: module.AdminPage })),
)
const BookingConfirmationPage = lazy(() =>
  import('@/features/booking-confirmation/components/booking-confirmation-page').then((module) => ({
    default: module.BookingConfirmationPage,
  })),
)
const OrderSearchPage = lazy(() =>
  import('@/features/order-search/components/order-search-page').then((module) => ({
    default: module.OrderSearchPage,
  })),
)
const LoginPage = lazy(() =>
  import('@/features/auth/components/login-page').then((module) => ({ default: module.LoginPage })),
)
const NotFoundPage = lazy(() =>
  import('@/features/not-found/components/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
)

/** The admin page learns the session here, so the admin feature does not reach into the auth feature. */
function AdminRoute() {
  const authState = useAuthState()
  return <AdminPage authState={authState} />
}

const ADMIN_PATHS = ['/booking', '/booking-dashboard', '/dashboard', '/admin']

/** The app: the route table of spec section 2, inside the shared layout. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        <Route path="measurement-selection" element={<MeasurementSelectionPage />} />
        {ADMIN_PATHS.map((path) => (
          <Route key={path} path={path} element={<AdminRoute />} />
        ))}
        <Route path="booking-confirmation/:id" element={<BookingConfirmationPage />} />
        <Route path="order-search" element={<OrderSearchPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
