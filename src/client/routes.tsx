import { lazy } from 'react'
import { Route, Routes } from 'react-router'

import { Layout } from '@/components/layout'
import { useAuthState } from '@/features/auth/api/get-current-user'
import { LandingPage } from '@/features/landing/components/landing-page'
import { adminPanels } from '@/admin-panels'
import { AdminPanelsContext } from '@/lib/admin-panels-slot'
import { BookingFormsContext, type BookingForms } from '@/lib/booking-form-slot'

// The landing page ships in the first bundle; every other screen loads its own chunk when visited.
const MeasurementSelectionPage = lazy(() =>
  import('@/features/measurement-selection/components/measurement-selection-page').then((module) => ({
    default: module.MeasurementSelectionPage,
  })),
)
const loadDetailedBookingForm = () => import('@/features/booking-form/components/detailed-booking-form')
const loadPickupBookingForm = () => import('@/features/booking-form/components/pickup-booking-form')
const AdminPage = lazy(() => {
  // The page opens on a booking form: fetch the forms alongside it rather than after it. A failed fetch here
  // is retried, and reported, when the form itself loads.
  void loadDetailedBookingForm().catch(() => {})
  void loadPickupBookingForm().catch(() => {})
  return import('@/features/admin/components/admin-page').then((module) => ({ default: module.AdminPage }))
})
const bookingForms: BookingForms = {
  self: lazy(() => loadDetailedBookingForm().then((module) => ({ default: module.DetailedBookingForm }))),
  pickup: lazy(() => loadPickupBookingForm().then((module) => ({ default: module.PickupBookingForm }))),
}
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

/**
 * The admin page learns the session and gets the booking forms and admin panels here, so the admin feature reaches into neither
 * the auth feature nor the booking-form feature.
 */
function AdminRoute() {
  const authState = useAuthState()
  return (
    <BookingFormsContext value={bookingForms}>
      <AdminPanelsContext value={adminPanels}>
        <AdminPage authState={authState} />
      </AdminPanelsContext>
    </BookingFormsContext>
  )
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
