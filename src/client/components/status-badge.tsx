import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

import { bookingStatusLabel } from '@shared/booking-status.ts'

const SPEC_COLOURS: Record<string, string> = {
  pending: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  'in-progress': 'border-purple-300 bg-purple-100 text-purple-900',
  completed: 'border-green-300 bg-green-100 text-green-900',
  cancelled: 'border-red-300 bg-red-100 text-red-900',
}
const GREY = 'border-gray-300 bg-gray-100 text-gray-800'
const PAID_BLUE = 'border-blue-300 bg-blue-100 text-blue-900'

/**
 * `order-search` keeps spec section 4's colours: the statuses it names, any other in grey. `admin` gives paid its
 * own blue so the five columns and rows tell apart at a glance, and an unknown status the colour of the Pending
 * it is shown as.
 */
export type StatusPalette = 'admin' | 'order-search'

function statusColoursOf(status: string, palette: StatusPalette = 'admin'): string {
  if (palette === 'order-search') return SPEC_COLOURS[status] ?? GREY
  if (status === 'paid') return PAID_BLUE
  return SPEC_COLOURS[status] ?? (SPEC_COLOURS.pending as string)
}

interface StatusBadgeProps {
  status: string
  palette?: StatusPalette
  className?: string
}

export function StatusBadge({ status, palette = 'admin', className }: StatusBadgeProps) {
  return (
    <Badge variant="outline" className={cn(statusColoursOf(status, palette), className)} data-status={status}>
      {bookingStatusLabel(status)}
    </Badge>
  )
}
