import { Suspense, use, useEffect, useRef } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'

import { AdminGate, SessionCheckPending } from '@/components/admin-gate'
import { PageLoader } from '@/components/page-loader'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPanelsContext, type AdminPanelId } from '@/lib/admin-panels-slot'
import type { AuthState } from '@/lib/auth-state'

import { requestedTab, withTab } from '../admin-screen'
import { NEW_BOOKING_ICON, NEW_BOOKING_TAB, PROTECTED_TABS } from '../tab-definitions'
import { NewBookingPanel } from './new-booking-panel'

/** The tab strip; the selected tab lives in ?tab= so reloading and going back keep it. */
export function AdminTabs({ authState }: { authState: AuthState }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const { pathname } = useLocation()
  const panels = use(AdminPanelsContext)
  const tabParam = searchParams.get('tab')
  const selected = requestedTab(pathname, tabParam)
  const listRef = useRef<HTMLDivElement>(null)

  const selectTab = (tab: string) => setSearchParams(withTab(searchParams, pathname, tab))

  // Keep the address in step with what is shown (an unknown ?tab=), without adding a history entry.
  const urlIsStale = tabParam !== null && authState !== 'checking' && tabParam !== selected
  useEffect(() => {
    if (urlIsStale) setSearchParams(withTab(searchParams, pathname, selected), { replace: true })
  }, [urlIsStale, selected, searchParams, pathname, setSearchParams])

  // On a phone the tabs are one row that scrolls sideways: keep the current one in view.
  useEffect(() => {
    listRef.current
      ?.querySelector('[data-state="active"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [selected, authState])

  if (authState === 'checking') return <SessionCheckPending />

  // A signed-out visitor on an admin screen is asked to sign in, and comes back to it afterwards.
  if (authState === 'signed-out' && selected !== NEW_BOOKING_TAB) return <AdminGate authState={authState} />

  const tabs = authState === 'signed-in' ? PROTECTED_TABS : []
  // Manual activation: arrow keys move focus and Enter or Space opens a tab, so each tab opened is one history
  // entry (automatic activation fires twice on a click, before the address has changed).
  return (
    <Tabs value={selected} onValueChange={selectTab} activationMode="manual">
      <TabsList
        ref={listRef}
        aria-label="Booking and admin sections"
        className="h-auto w-full [scrollbar-width:thin] justify-start overflow-x-auto overscroll-x-contain"
      >
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
        const Panel = panels?.[tab.value as AdminPanelId]
        return (
          <TabsContent key={tab.value} value={tab.value}>
            <AdminGate authState={authState}>
              {Panel && (
                <Suspense fallback={<PageLoader />}>
                  <Panel />
                </Suspense>
              )}
            </AdminGate>
          </TabsContent>
        )
      })}
    </Tabs>
  )
}
