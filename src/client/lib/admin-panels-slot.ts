import { createContext, type ComponentType } from 'react'

import type { AdminPanelId } from '@shared/admin-tabs.ts'

export type { AdminPanelId }

export type AdminPanels = Record<AdminPanelId, ComponentType>

/**
 * src/client/app/admin-panels.ts hands each admin panel (lazily loaded, from its own feature) to the admin page's
 * tabs through this context, so the admin feature imports no other feature. Every tab has its panel (the type
 * asks for all of them); outside the admin route there are none.
 */
export const AdminPanelsContext = createContext<AdminPanels | null>(null)
