import { lazy } from 'react'

import type { AdminPanels } from '@/lib/admin-panels-slot'

/** The admin page's panels, one lazily loaded chunk each (every tab of features/admin/tab-definitions.ts). */
export const adminPanels: AdminPanels = {
  // The Workflow Board with "Needs attention" above it.
  workflow: lazy(() =>
    import('@/app/todays-work-panel').then((module) => ({ default: module.TodaysWorkPanel })),
  ),
  // The Schedule, its rows opening their order.
  schedule: lazy(() =>
    import('@/app/schedule-with-orders').then((module) => ({ default: module.ScheduleWithOrders })),
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
  reviews: lazy(() =>
    import('@/features/reviews/components/reviews-panel').then((module) => ({
      default: module.ReviewsPanel,
    })),
  ),
  communications: lazy(() =>
    import('@/features/communications/components/communications-tab').then((module) => ({
      default: module.CommunicationsTab,
    })),
  ),
  videos: lazy(() =>
    import('@/features/videos/components/video-management-panel').then((module) => ({
      default: module.VideoManagementPanel,
    })),
  ),
  settings: lazy(() =>
    import('@/features/settings/components/settings-panel').then((module) => ({
      default: module.SettingsPanel,
    })),
  ),
}
