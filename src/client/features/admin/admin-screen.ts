import { NEW_BOOKING_TAB, PROTECTED_TABS, tabFromParam } from './tab-definitions'

/** The owner's own addresses: without a ?tab= they open the Workflow Board, and signed out they ask to sign in. */
const OWNER_PATHS = ['/admin', '/dashboard']
export const WORKFLOW_TAB = 'workflow'

export const isOwnerPath = (pathname: string) => OWNER_PATHS.includes(pathname.replace(/\/+$/, ''))

/** The tab an address shows when it names none: the Workflow Board on the owner's paths, else New Booking. */
export const defaultTab = (pathname: string) => (isOwnerPath(pathname) ? WORKFLOW_TAB : NEW_BOOKING_TAB)

/** The tab an address asks for: its ?tab= when that names a tab, else the path's default. */
export function requestedTab(pathname: string, tabParam: string | null): string {
  if (tabParam === NEW_BOOKING_TAB) return NEW_BOOKING_TAB
  const tab = tabFromParam(tabParam)
  return tab === NEW_BOOKING_TAB ? defaultTab(pathname) : tab
}

/** The address's query with `tab` selected; the path's default tab needs no ?tab=. */
export function withTab(searchParams: URLSearchParams, pathname: string, tab: string): URLSearchParams {
  const next = new URLSearchParams(searchParams)
  next.delete('step') // a booking form's step belongs to the New Booking tab it was on
  if (tab === defaultTab(pathname)) next.delete('tab')
  else next.set('tab', tab)
  return next
}

/** A tab's name, which is also the screen's heading and the browser tab's title. */
export function tabLabel(tab: string): string {
  return PROTECTED_TABS.find(({ value }) => value === tab)?.label ?? 'New Booking'
}
