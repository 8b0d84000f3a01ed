import { defaultTab } from '@shared/admin-tabs.ts'
import { PROTECTED_TABS } from './tab-definitions'

// Which tab an address opens is shared with the server, which preloads that section (shared/admin-tabs.ts).
export { defaultTab, isOwnerPath, requestedSection, requestedTab, WORKFLOW_TAB } from '@shared/admin-tabs.ts'

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
