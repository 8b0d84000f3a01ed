import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

import { bookingStatusLabel } from '../../../../shared/booking-status.ts'

/** The order search's badge colours (spec section 4); any other status is grey. */
const STATUS_COLOURS: Record<string, string> = {
  pending: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  'in-progress': 'border-purple-300 bg-purple-100 text-purple-900',
  completed: 'border-green-300 bg-green-100 text-green-900',
  cancelled: 'border-red-300 bg-red-100 text-red-900',
}
const OTHER_COLOURS = 'border-gray-300 bg-gray-100 text-gray-800'

export function statusColoursOf(status: string): string {
  return STATUS_COLOURS[status] ?? OTHER_COLOURS
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn('text-sm', statusColoursOf(status))} data-status={status}>
      {bookingStatusLabel(status)}
    </Badge>
  )
}
