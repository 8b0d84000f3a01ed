import type { AdminPanels } from '@/lib/admin-panels-slot'

/**
 * The admin page's panels, one lazily loaded chunk each. Register a panel here when its feature is built:
 *   communications: lazy(() => import('@/features/communications/components/communications-panel')
 *     .then((module) => ({ default: module.CommunicationsPanel }))),
 */
export const adminPanels: AdminPanels = {}
