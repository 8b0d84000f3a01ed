import {
  Archive,
  ChartColumn,
  Kanban,
  ListOrdered,
  Mail,
  PlusCircle,
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
  /** The finished panel's title and what it will hold, shown on its placeholder until it is built. */
  title: string
  holds: string
  arrivesWith: string
}

/** The tabs only the signed-in admin sees, in the spec's order. */
export const PROTECTED_TABS: readonly AdminTab[] = [
  {
    value: 'workflow',
    label: 'Workflow Board',
    icon: Kanban,
    title: 'Order Workflow',
    holds:
      'A column per status (Pending, In Progress, Completed, Paid, Cancelled) with a card for every order.',
    arrivesWith: 'the workflow board work',
  },
  {
    value: 'orders',
    label: 'All Orders',
    icon: ListOrdered,
    title: 'All Orders',
    holds:
      'Every booking in a searchable, sortable list with status filter, paging, editing and row actions.',
    arrivesWith: 'the order management work',
  },
  {
    value: 'customers',
    label: 'Customers',
    icon: Users,
    title: 'Customer Management',
    holds: 'The customer directory with totals, repeat customers and each customer’s order history.',
    arrivesWith: 'the customers work',
  },
  {
    value: 'archived',
    label: 'Archived Orders',
    icon: Archive,
    title: 'Archived Orders',
    holds: 'Completed, paid and cancelled orders that were archived, with a way to restore them.',
    arrivesWith: 'the order management work',
  },
  {
    value: 'reports',
    label: 'Reports',
    icon: ChartColumn,
    title: 'Reports',
    holds: 'Total bookings, revenue, pending orders and completion rate, with trends and charts.',
    arrivesWith: 'the reports work',
  },
  {
    value: 'communications',
    label: 'Communications',
    icon: Mail,
    title: 'Customer Communications',
    holds: 'The inbox of customer e-mails: read, reply to and delete them.',
    arrivesWith: 'the communications work',
  },
  {
    value: 'videos',
    label: 'Videos',
    icon: Video,
    title: 'Video Management',
    holds: 'The videos shown on the landing page: add, edit, reorder, hide and delete them.',
    arrivesWith: 'the videos work',
  },
]

export const NEW_BOOKING_ICON = PlusCircle

/** The tab a ?tab= value names; anything unknown means New Booking. */
export function tabFromParam(param: string | null): string {
  return PROTECTED_TABS.some((tab) => tab.value === param) ? (param as string) : NEW_BOOKING_TAB
}
