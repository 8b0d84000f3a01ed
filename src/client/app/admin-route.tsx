import { lazy } from 'react'

import { adminPanels } from '@/app/admin-panels'
import { useAuthState } from '@/features/auth/api/get-current-user'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminPanelsContext } from '@/lib/admin-panels-slot'
import { BookingFormsContext, type BookingForms } from '@/lib/booking-form-slot'

// routes.tsx starts fetching both forms with this chunk, as the page opens on one.
const bookingForms: BookingForms = {
  self: lazy(() =>
    import('@/features/booking-form/components/detailed-booking-form').then((module) => ({
      default: module.DetailedBookingForm,
    })),
  ),
  pickup: lazy(() =>
    import('@/features/booking-form/components/pickup-booking-form').then((module) => ({
      default: module.PickupBookingForm,
    })),
  ),
}

/**
 * The admin page, loaded with its own chunk (routes.tsx). It learns the session and gets the booking forms and
 * admin panels here, so the admin feature reaches into neither the auth feature nor the booking-form feature,
 * and the table of admin panels stays out of the landing page's first download.
 */
export function AdminRoute() {
  const authState = useAuthState()
  return (
    <BookingFormsContext value={bookingForms}>
      <AdminPanelsContext value={adminPanels}>
        <AdminPage authState={authState} />
      </AdminPanelsContext>
    </BookingFormsContext>
  )
}
