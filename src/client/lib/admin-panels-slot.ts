import { createContext, type ComponentType } from 'react'

/** The ?tab= values of the admin-only panels (features/admin/tab-definitions.ts lists them with their labels). */
export type AdminPanelId =
  | 'workflow'
  | 'schedule'
  | 'orders'
  | 'customers'
  | 'reviews'
  | 'archived'
  | 'reports'
  | 'communications'
  | 'videos'
  | 'settings'

export type AdminPanels = Record<AdminPanelId, ComponentType>

/**
 * src/client/app/admin-panels.ts hands each admin panel (lazily loaded, from its own feature) to the admin page's
 * tabs through this context, so the admin feature imports no other feature. Every tab has its panel (the type
 * asks for all of them); outside the admin route there are none.
 */
export const AdminPanelsContext = createContext<AdminPanels | null>(null)
