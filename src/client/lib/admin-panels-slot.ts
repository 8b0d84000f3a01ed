import { createContext, type ComponentType } from 'react'

/** The ?tab= values of the admin-only panels (features/admin/tab-definitions.ts lists them with their labels). */
export type AdminPanelId =
  'workflow' | 'orders' | 'customers' | 'archived' | 'reports' | 'communications' | 'videos'

export type AdminPanels = Partial<Record<AdminPanelId, ComponentType>>

/**
 * src/client/admin-panels.ts hands each admin panel (lazily loaded, from its own feature) to the admin page's
 * tabs through this context, so the admin feature imports no other feature. A tab with no panel yet shows its
 * placeholder.
 */
export const AdminPanelsContext = createContext<AdminPanels>({})
