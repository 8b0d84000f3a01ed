import { MapPinOff } from 'lucide-react'

import { Badge } from '@/components/ui/badge'

/** An order whose ZIP is outside the service area, flagged in the admin's lists. */
export function OutOfAreaBadge() {
  return (
    <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
      <MapPinOff aria-hidden="true" className="size-3" />
      Out of area
    </Badge>
  )
}
