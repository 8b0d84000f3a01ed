import {
  Archive,
  CalendarDays,
  ChartColumn,
  Kanban,
  ListOrdered,
  Mail,
  PlusCircle,
  Settings,
  Star,
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

export interface AdminSectionGroup {
  label: string
  sections: readonly AdminTab[]
}

const NEW_BOOKING: AdminTab = { value: NEW_BOOKING_TAB, label: 'New Booking', icon: PlusCircle }

/**
 * The admin's sections as the side navigation groups them (issue 41): the spec's tabs plus Schedule and
 * Settings. Every ?tab= value the strip of tabs had keeps its meaning, so old links still open their section.
 */
export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = [
  {
    label: "Today's work",
    sections: [
      { value: 'workflow', label: 'Workflow Board', icon: Kanban },
      { value: 'schedule', label: 'Schedule', icon: CalendarDays },
    ],
  },
  {
    label: 'Orders',
    sections: [
      { value: 'orders', label: 'All Orders', icon: ListOrdered },
      NEW_BOOKING,
      { value: 'archived', label: 'Archived Orders', icon: Archive },
    ],
  },
  {
    label: 'Customers',
    sections: [
      { value: 'customers', label: 'Customers', icon: Users },
      { value: 'reviews', label: 'Reviews', icon: Star },
    ],
  },
  { label: 'Mail', sections: [{ value: 'communications', label: 'Communications', icon: Mail }] },
  { label: 'Reports', sections: [{ value: 'reports', label: 'Reports', icon: ChartColumn }] },
  {
    label: 'Settings',
    sections: [
      { value: 'settings', label: 'Settings', icon: Settings },
      { value: 'videos', label: 'Videos', icon: Video },
    ],
  },
]

/** The sections only the signed-in admin sees (every one but New Booking). */
export const PROTECTED_TABS: readonly AdminTab[] = ADMIN_SECTION_GROUPS.flatMap(({ sections }) =>
  sections.filter(({ value }) => value !== NEW_BOOKING_TAB),
)

/** The tab a ?tab= value names; anything unknown means New Booking. */
export function tabFromParam(param: string | null): string {
  return PROTECTED_TABS.some((tab) => tab.value === param) ? (param as string) : NEW_BOOKING_TAB
}
