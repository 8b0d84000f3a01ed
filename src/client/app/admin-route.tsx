import { adminPanels } from '@/app/admin-panels'
import { useAuthState } from '@/features/auth/api/get-current-user'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminPanelsContext } from '@/lib/admin-panels-slot'
import { BookingFormsContext, bookingFormFor, type BookingForms } from '@/lib/booking-form-slot'
import { lazyPage } from '@/lib/lazy-page'

// pages.ts starts fetching both forms with this chunk, as the page opens on one.
const bookingForms = {
  self: lazyPage(() =>
    import('@/features/booking-form/components/detailed-booking-form').then(
      (module) => module.DetailedBookingForm,
    ),
  ),
  pickup: lazyPage(() =>
    import('@/features/booking-form/components/pickup-booking-form').then(
      (module) => module.PickupBookingForm,
    ),
  ),
} satisfies BookingForms

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

/**
 * The page, once the booking form its address opens on (?measurementType=, admin-page.tsx) is loaded too: the page
 * then shows whole at once, and the server's drawing of it is taken over whole (app/main.tsx).
 */
export async function loadAdminRoute(): Promise<typeof AdminRoute> {
  const measurementType =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('measurementType')
  if (measurementType !== null) await bookingForms[bookingFormFor(measurementType)].preload()
  return AdminRoute
}
