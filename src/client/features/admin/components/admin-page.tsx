import { useSearchParams } from 'react-router'

import type { AuthState } from '@/lib/auth-state'
import { useDocumentTitle } from '@/lib/use-document-title'

import { AdminTabs } from './admin-tabs'
import { MeasuredBooking } from './measured-booking'

interface AdminPageProps {
  authState: AuthState
}

/** The one page behind /booking, /booking-dashboard, /dashboard and /admin (spec section 2). */
export function AdminPage({ authState }: AdminPageProps) {
  const [searchParams] = useSearchParams()
  const measurementType = searchParams.get('measurementType')
  useDocumentTitle(measurementType === null ? 'Dashboard' : 'New Booking')

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">
        Your neighborhood knife sharpening service.
      </h1>
      {measurementType === null ? (
        <AdminTabs authState={authState} />
      ) : (
        <MeasuredBooking measurementType={measurementType} />
      )}
    </div>
  )
}
