import { useLocation, useSearchParams } from 'react-router'

import type { AuthState } from '@/lib/auth-state'
import { useDocumentTitle } from '@/lib/use-document-title'

import { requestedTab, tabLabel } from '../admin-screen'
import { NEW_BOOKING_TAB } from '../tab-definitions'
import { AdminTabs } from './admin-tabs'
import { MeasuredBooking } from './measured-booking'

interface AdminPageProps {
  authState: AuthState
}

/** The one page behind /booking, /booking-dashboard, /dashboard and /admin (spec section 2). */
export function AdminPage({ authState }: AdminPageProps) {
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  const measurementType = searchParams.get('measurementType')
  const tab = measurementType === null ? requestedTab(pathname, searchParams.get('tab')) : NEW_BOOKING_TAB
  const gated = tab !== NEW_BOOKING_TAB && authState === 'signed-out'
  // Each screen has its own heading and browser-tab title; the spec's tagline stays on the booking screens.
  const heading = gated ? 'Admin' : measurementType === null ? tabLabel(tab) : 'Book Knife Sharpening'
  useDocumentTitle(gated ? 'Admin Access Required' : heading)

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{heading}</h1>
        {tab === NEW_BOOKING_TAB && (
          <p className="text-muted-foreground">Your neighborhood knife sharpening service.</p>
        )}
      </div>
      {measurementType === null ? (
        <AdminTabs authState={authState} />
      ) : (
        <MeasuredBooking measurementType={measurementType} />
      )}
    </div>
  )
}
