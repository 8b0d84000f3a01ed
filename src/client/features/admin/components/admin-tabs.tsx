import { Suspense, use, useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'

import { AdminGate, SessionCheckPending } from '@/components/admin-gate'
import { PageLoader } from '@/components/page-loader'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPanelsContext, type AdminPanelId } from '@/lib/admin-panels-slot'
import type { AuthState } from '@/lib/auth-state'

import { NEW_BOOKING_ICON, NEW_BOOKING_TAB, PROTECTED_TABS, tabFromParam } from '../tab-definitions'
import { NewBookingPanel } from './new-booking-panel'
import { ProtectedTabPlaceholder } from './protected-tab-placeholder'

function withTab(searchParams: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(searchParams)
  if (tab === NEW_BOOKING_TAB) next.delete('tab')
  else next.set('tab', tab)
  return next
}

/** The tab strip; the selected tab lives in ?tab= so reloading and going back keep it. */
export function AdminTabs({ authState }: { authState: AuthState }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const panels = use(AdminPanelsContext)
  const tabParam = searchParams.get('tab')
  const requested = tabFromParam(tabParam)
  // A signed-out visitor on an admin tab is switched back to New Booking (spec section 2).
  const selected = authState === 'signed-out' ? NEW_BOOKING_TAB : requested

  const selectTab = (tab: string) => setSearchParams(withTab(searchParams, tab))

  // Keep the address in step with what is shown, without adding a history entry.
  const urlIsStale = tabParam !== null && authState !== 'checking' && tabParam !== selected
  useEffect(() => {
    if (urlIsStale) setSearchParams(withTab(searchParams, selected), { replace: true })
  }, [urlIsStale, selected, searchParams, setSearchParams])

  if (authState === 'checking') return <SessionCheckPending />

  const tabs = authState === 'signed-in' ? PROTECTED_TABS : []
  // Manual activation: arrow keys move focus and Enter or Space opens a tab, so each tab opened is one history
  // entry (automatic activation fires twice on a click, before the address has changed).
  return (
    <Tabs value={selected} onValueChange={selectTab} activationMode="manual">
      <TabsList aria-label="Booking and admin sections" className="h-auto w-full flex-wrap justify-start">
        <TabsTrigger value={NEW_BOOKING_TAB}>
          <NEW_BOOKING_ICON aria-hidden="true" />
          New Booking
        </TabsTrigger>
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={NEW_BOOKING_TAB} className="flex flex-col gap-3">
        <NewBookingPanel form="self" />
        <p className="text-sm text-muted-foreground">
          Rather have us measure your knives at pickup?{' '}
          <Link to="/measurement-selection" className="font-medium text-primary underline underline-offset-4">
            Choose how to measure
          </Link>
        </p>
      </TabsContent>
      {tabs.map((tab) => {
        const Panel = panels[tab.value as AdminPanelId]
        return (
          <TabsContent key={tab.value} value={tab.value}>
            <AdminGate authState={authState}>
              {Panel ? (
                <Suspense fallback={<PageLoader />}>
                  <Panel />
                </Suspense>
              ) : (
                <ProtectedTabPlaceholder tab={tab} />
              )}
            </AdminGate>
          </TabsContent>
        )
      })}
    </Tabs>
  )
}
