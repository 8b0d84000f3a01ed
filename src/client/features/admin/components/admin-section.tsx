import { Suspense, use, useEffect } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'

import { PageLoader } from '@/components/page-loader'
import { AdminPanelsContext, type AdminPanelId } from '@/lib/admin-panels-slot'

import { withTab } from '../admin-screen'
import { NEW_BOOKING_TAB } from '../tab-definitions'
import { NewBookingPanel } from './new-booking-panel'

/** The screen of the section the address names (the caller has checked the session). */
export function AdminSection({ selected }: { selected: string }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const { pathname } = useLocation()
  const panels = use(AdminPanelsContext)
  const tabParam = searchParams.get('tab')

  // Keep the address in step with what is shown (an unknown ?tab=), without adding a history entry.
  const urlIsStale = tabParam !== null && tabParam !== selected
  useEffect(() => {
    if (urlIsStale) setSearchParams(withTab(searchParams, pathname, selected), { replace: true })
  }, [urlIsStale, selected, searchParams, pathname, setSearchParams])

  if (selected === NEW_BOOKING_TAB)
    return (
      <div className="flex flex-col gap-3">
        <NewBookingPanel form="self" />
        <p className="text-sm text-muted-foreground">
          Rather have us measure your knives at pickup?{' '}
          <Link to="/measurement-selection" className="font-medium text-primary underline underline-offset-4">
            Choose how to measure
          </Link>
        </p>
      </div>
    )

  const Panel = panels?.[selected as AdminPanelId]
  return (
    Panel && (
      <Suspense fallback={<PageLoader />}>
        <Panel />
      </Suspense>
    )
  )
}
