import { useId, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import type { Booking } from '@shared/booking.schema.ts'
import { formatCents } from '@shared/format.ts'
import { ADD_ONS, BLADE_SIZES, estimateBookingPriceCents } from '@shared/pricing.ts'
import type { EditBookingValues } from '../lib/edit-booking-form'

/** One headed part of the edit dialog's form. */
export function Section({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-copper uppercase">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** The price the server will set from these counts, as the admin changes them. */
export function EstimatedTotal({ booking }: { booking: Booking }) {
  const { control } = useFormContext<EditBookingValues>()
  const counts = useWatch({ control, name: [...BLADE_SIZES, ...ADD_ONS].map(({ field }) => field) })
  const [bladesOver9Inches, blades7To9Inches, blades4To6Inches, bladesUnder4Inches, nickRepair, strapping] =
    counts.map((count) => (Number.isFinite(count) ? Number(count) : 0))
  const cents = estimateBookingPriceCents(
    {
      bladesOver9Inches: bladesOver9Inches ?? 0,
      blades7To9Inches: blades7To9Inches ?? 0,
      blades4To6Inches: blades4To6Inches ?? 0,
      bladesUnder4Inches: bladesUnder4Inches ?? 0,
      nickRepairQuantity: nickRepair ?? 0,
      strappingQuantity: strapping ?? 0,
      measurementType: booking.measurementType,
      knifeCount: booking.knifeCount,
    },
    // The booking's own prices, as the server prices an edit: never today's list.
    booking.prices,
  )
  return (
    <p className="text-sm" aria-live="polite">
      Estimated total <span className="font-semibold tabular-nums">{formatCents(cents)}</span>
    </p>
  )
}
