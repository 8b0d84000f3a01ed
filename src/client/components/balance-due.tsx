import { formatPrice } from '@/lib/format-money'
import { cn } from '@/lib/cn'

import type { Booking } from '@shared/booking.schema.ts'

/** A part-paid order's balance beside its price: "$33.00 due". Nothing before the first payment or once settled. */
export function BalanceDue({
  booking,
  className,
}: {
  booking: Pick<Booking, 'amountPaid' | 'balanceDue'>
  className?: string
}) {
  if (Number(booking.amountPaid) <= 0 || Number(booking.balanceDue) === 0) return null
  return (
    <span className={cn('block text-xs font-normal text-amber-800 tabular-nums', className)}>
      {Number(booking.balanceDue) > 0
        ? `${formatPrice(booking.balanceDue)} due`
        : `${formatPrice(booking.balanceDue.replace('-', ''))} overpaid`}
    </span>
  )
}
