import { lazy } from 'react'

import type { AdminPanels } from '@/lib/admin-panels-slot'

/**
 * The admin page's panels, one lazily loaded chunk each. Register a panel here when its feature is built:
 *   communications: lazy(() => import('@/features/communications/components/communications-panel')
 *     .then((module) => ({ default: module.CommunicationsPanel }))),
 */
export const adminPanels: AdminPanels = {
  workflow: lazy(() =>
    import('@/features/orders/components/workflow-panel').then((module) => ({
      default: module.WorkflowPanel,
    })),
  ),
  orders: lazy(() =>
    import('@/features/orders/components/orders-panels').then((module) => ({ default: module.OrdersPanel })),
  ),
  customers: lazy(() =>
    import('@/features/customers/components/customer-management-panel').then((module) => ({
      default: module.CustomerManagementPanel,
    })),
  ),
  archived: lazy(() =>
    import('@/features/orders/components/orders-panels').then((module) => ({
      default: module.ArchivedOrdersPanel,
    })),
  ),
  reports: lazy(() =>
    import('@/features/reports/components/reports-panel').then((module) => ({
      default: module.ReportsPanel,
    })),
  ),
  communications: lazy(() =>
    import('@/features/communications/components/communications-panel').then((module) => ({
      default: module.CommunicationsPanel,
    })),
  ),
  videos: lazy(() =>
    import('@/features/videos/components/video-management-panel').then((module) => ({
      default: module.VideoManagementPanel,
    })),
  ),
}
