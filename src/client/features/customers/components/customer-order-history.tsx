import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { BookingStatusOptions } from '@/components/booking-status-options'
import { StatusBadge } from '@/components/status-badge'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDay } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'
import { orderAddress } from '@/lib/order-address'

import type { BookingStatus } from '@shared/booking-status.ts'
import type { Booking } from '@shared/booking.schema.ts'
import { formatBookingId, formatKnives } from '@shared/format.ts'
import { CustomerSection } from './customer-section'

type StatusFilter = BookingStatus | 'all'

interface CustomerOrderHistoryProps {
  /** undefined while loading. */
  bookings: Booking[] | undefined
  failed: boolean
  timeZone?: string
}

/** Every order of the customer, newest first, with the spec's status filter; each row opens its order. */
export function CustomerOrderHistory({ bookings, failed, timeZone }: CustomerOrderHistoryProps) {
  const filterId = useId()
  const [status, setStatus] = useState<StatusFilter>('all')
  const { pathname } = useLocation()
  const shown = bookings?.filter((booking) => status === 'all' || booking.status === status)

  const filter = (
    <div className="flex items-center gap-2">
      <Label htmlFor={filterId} className="sr-only">
        Filter orders by status
      </Label>
      <NativeSelect
        id={filterId}
        value={status}
        onChange={(event) => setStatus(event.target.value as StatusFilter)}
        className="h-9 w-40"
      >
        <option value="all">All Orders</option>
        <BookingStatusOptions />
      </NativeSelect>
    </div>
  )

  return (
    <CustomerSection title="Order History" aside={filter}>
      {failed ? (
        <p role="alert" className="text-sm text-muted-foreground">
          The orders could not be loaded.
        </p>
      ) : !shown ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading orders…</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No orders found for this customer.
        </p>
      ) : (
        <ul aria-label="Orders" className="flex flex-col divide-y rounded-lg border">
          {shown.map((booking) => (
            <li key={booking.id}>
              <Link
                to={orderAddress(pathname, booking.id, booking.archived)}
                className="flex items-start justify-between gap-3 p-3 hover:bg-muted/50 focus-visible:-outline-offset-2"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-mono text-sm font-medium">{formatBookingId(booking.id)}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatDay(booking.createdAt, timeZone)} · {formatKnives(booking.totalKnives)}
                    {booking.archived && ' · Archived'}
                  </span>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row-reverse sm:items-center sm:gap-3">
                  <span className="font-medium tabular-nums sm:w-20 sm:text-right">
                    {formatPrice(booking.estimatedPrice)}
                  </span>
                  <StatusBadge status={booking.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  )
}
