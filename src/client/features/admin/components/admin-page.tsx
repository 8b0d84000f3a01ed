import { useLocation, useSearchParams } from 'react-router'

import { AdminGate, SessionCheckPending } from '@/components/admin-gate'
import type { AuthState } from '@/lib/auth-state'
import { useDocumentTitle } from '@/lib/use-document-title'

import { requestedSection, tabLabel } from '../admin-screen'
import { NEW_BOOKING_TAB } from '../tab-definitions'
import { AdminNavigation } from './admin-navigation'
import { AdminSection } from './admin-section'
import { MeasuredBooking } from './measured-booking'

interface AdminPageProps {
  authState: AuthState
}

/** The one page behind /booking, /booking-dashboard, /dashboard and /admin (spec section 2). */
export function AdminPage({ authState }: AdminPageProps) {
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  const measurementType = searchParams.get('measurementType')
  const tab = requestedSection(pathname, searchParams)
  const gated = tab !== NEW_BOOKING_TAB && authState === 'signed-out'
  // Each screen has its own heading and browser-tab title; the spec's tagline stays on the booking screens.
  const heading = gated ? 'Admin' : measurementType === null ? tabLabel(tab) : 'Book Knife Sharpening'
  useDocumentTitle(gated ? 'Admin Access Required' : heading)
  const headed = (
    <div className="flex flex-col gap-1">
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{heading}</h1>
      {tab === NEW_BOOKING_TAB && (
        <p className="text-muted-foreground">Your neighborhood knife sharpening service.</p>
      )}
    </div>
  )

  // The owner's sections beside (or, on a phone, under a menu above) the screen; a customer sees the booking form.
  if (measurementType === null && authState === 'signed-in')
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[11rem_minmax(0,1fr)] lg:py-8">
        <AdminNavigation selected={tab} />
        <div className="flex min-w-0 flex-col gap-6">
          {headed}
          <AdminSection selected={tab} />
        </div>
      </div>
    )

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      {headed}
      {measurementType !== null ? (
        <MeasuredBooking measurementType={measurementType} />
      ) : authState === 'checking' ? (
        <SessionCheckPending />
      ) : gated ? (
        <AdminGate authState={authState} />
      ) : (
        <AdminSection selected={tab} />
      )}
    </div>
  )
}
