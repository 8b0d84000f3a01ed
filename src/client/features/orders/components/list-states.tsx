import { AlertTriangle, SearchX } from 'lucide-react'

import { Button } from '@/components/ui/button'
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
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-copper">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">No bookings found</h3>
      <p className="text-muted-foreground">Try adjusting your search or filters</p>
    </div>
  )
}

export function BookingsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">Failed to load bookings</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  )
}
