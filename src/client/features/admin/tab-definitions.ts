import {
  Archive,
  CalendarDays,
  ChartColumn,
  Kanban,
  ListOrdered,
  Mail,
  PlusCircle,
  Settings,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react'

export const NEW_BOOKING_TAB = 'new-booking'

export interface AdminTab {
  /** The value of the page's ?tab= query parameter. */
  value: string
  label: string
  icon: LucideIcon
}

/** The tabs only the signed-in admin sees, in the spec's order. */
export const PROTECTED_TABS: readonly AdminTab[] = [
  {
    value: 'workflow',
    label: 'Workflow Board',
    icon: Kanban,
  },
  {
    value: 'schedule',
    label: 'Schedule',
    icon: CalendarDays,
  },
  {
    value: 'orders',
    label: 'All Orders',
    icon: ListOrdered,
  },
  {
    value: 'customers',
    label: 'Customers',
    icon: Users,
  },
  {
    value: 'archived',
    label: 'Archived Orders',
    icon: Archive,
  },
  {
    value: 'reports',
    label: 'Reports',
    icon: ChartColumn,
  },
  {
    value: 'communications',
    label: 'Communications',
    icon: Mail,
  },
  {
    value: 'videos',
    label: 'Videos',
    icon: Video,
  },
  {
    value: 'settings',
    label: 'Settings',
    icon: Settings,
  },
]

export const NEW_BOOKING_ICON = PlusCircle

/** The tab a ?tab= value names; anything unknown means New Booking. */
export function tabFromParam(param: string | null): string {
  return PROTECTED_TABS.some((tab) => tab.value === param) ? (param as string) : NEW_BOOKING_TAB
}
