import { SearchX } from 'lucide-react'

import { ListEmpty, ListError } from '@/components/list-states'
import { Skeleton } from '@/components/ui/skeleton'
import { TableCell, TableRow } from '@/components/ui/table'

/** The spec's five-row loading skeleton, in the table's own columns. */
export function BookingRowsSkeleton({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row} aria-hidden="true" className="hover:bg-transparent">
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton className={column === 1 ? 'h-4 w-36' : 'h-4 w-16'} />
        </TableCell>
      ))}
    </TableRow>
  ))
}

export function BookingsEmpty() {
  return (
    <ListEmpty icon={SearchX} title="No bookings found">
      Try adjusting your search or filters
    </ListEmpty>
  )
}

export function BookingsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ListError message="Failed to load bookings" onRetry={onRetry} retrying={retrying} />
}
