/**
 * Which section an admin address opens, read by the admin page (features/admin) and by the server, which preloads
 * that section's code and first data (server/plugins/page-hints.ts).
 */

/** The ?tab= values of the admin-only sections; features/admin/tab-definitions.ts gives their labels. */
export const ADMIN_PANEL_IDS = [
  'workflow',
  'schedule',
  'orders',
  'customers',
  'reviews',
  'archived',
  'reports',
  'communications',
  'videos',
  'settings',
] as const
export type AdminPanelId = (typeof ADMIN_PANEL_IDS)[number]

// No zod here: this ships in the admin page's chunk, which has no other use for it; the server validates with it.
const isPanelId = (value: string | null): value is AdminPanelId =>
  ADMIN_PANEL_IDS.some((panel) => panel === value)

export const NEW_BOOKING_TAB = 'new-booking'
export const WORKFLOW_TAB = 'workflow'
export type AdminTabId = AdminPanelId | typeof NEW_BOOKING_TAB

/** The owner's own addresses: without a ?tab= they open the Workflow Board, and signed out they ask to sign in. */
const OWNER_PATHS = ['/admin', '/dashboard']

export const isOwnerPath = (pathname: string) => OWNER_PATHS.includes(pathname.replace(/\/+$/, ''))

/** The tab an address shows when it names none: the Workflow Board on the owner's paths, else New Booking. */
export const defaultTab = (pathname: string): AdminTabId =>
  isOwnerPath(pathname) ? WORKFLOW_TAB : NEW_BOOKING_TAB

/** The tab an address asks for: its ?tab= when that names a tab, else the path's default. */
export function requestedTab(pathname: string, tabParam: string | null): AdminTabId {
  if (tabParam === NEW_BOOKING_TAB) return NEW_BOOKING_TAB
  return isPanelId(tabParam) ? tabParam : defaultTab(pathname)
}

/** The section an admin address opens: a booking form whenever it names a measurement type. */
export function requestedSection(pathname: string, params: URLSearchParams): AdminTabId {
  return params.get('measurementType') === null ? requestedTab(pathname, params.get('tab')) : NEW_BOOKING_TAB
}
