import { useId } from 'react'

import { PickedUpDialog } from '@/components/picked-up-dialog'
import { formatDayTime } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'

import type { Booking } from '@shared/booking.schema.ts'

/** The order's pickup as measured: when, the final price, and "Mark picked up" (again, to correct it). */
export function AfterPickupSection({ booking, timeZone }: { booking: Booking; timeZone?: string }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-copper uppercase">
          Pickup and price
        </h3>
        {booking.status !== 'cancelled' && <PickedUpDialog order={booking} />}
      </div>
      {booking.pickedUpAt && booking.finalPrice !== null ? (
        <p className="text-sm">
          Picked up {formatDayTime(booking.pickedUpAt, timeZone)} · Final price{' '}
          <strong className="tabular-nums">{formatPrice(booking.finalPrice)}</strong>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Not picked up yet. The final price follows the measurement.
        </p>
      )}
    </section>
  )
}
