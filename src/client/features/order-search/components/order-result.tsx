import type { ReactNode } from 'react'

import { StatusBadge } from '@/components/status-badge'
import { cn } from '@/lib/cn'
import { formatShortDate } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'

import type { PublicBooking } from '@shared/public-search.schema.ts'
import { ADD_ONS, BLADE_SIZES, isUnmeasuredPickup } from '@shared/pricing.ts'
import { formatPhone } from '@shared/phone.ts'
import { knivesMeasuredAtPickup } from '@shared/customer-notes.ts'

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2 sm:col-span-1')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  )
}

interface OrderResultProps {
  booking: PublicBooking
  timeZone: string | undefined
}

/** One order found: everything spec section 2 lists for a result. Server text is always rendered as text. */
export function OrderResult({ booking, timeZone }: OrderResultProps) {
  const addOns = ADD_ONS.filter((addOn) => booking[addOn.field] > 0)
  // A measure-on-pickup order has no blade lengths yet: four zeros would only confuse.
  const awaitingMeasurement = isUnmeasuredPickup(booking)
  return (
    <article
      aria-labelledby={`order-${booking.id}-title`}
      className="flex flex-col gap-4 rounded-lg border bg-background p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={`order-${booking.id}-title`} className="text-lg font-semibold">
            Order #{booking.id}
          </h3>
          <StatusBadge status={booking.status} palette="order-search" className="text-sm" />
        </div>
        <p className="text-xl font-semibold tabular-nums">
          <span className="sr-only">Estimated price: </span>
          {formatPrice(booking.estimatedPrice)}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Field label="Date">
          <time dateTime={booking.createdAt}>{formatShortDate(booking.createdAt, timeZone)}</time>
        </Field>
        <Field label="Knives">{booking.totalKnives}</Field>
        <Field label="Customer">{booking.customerName}</Field>
        <Field label="Email" wide>
          {booking.customerEmail}
        </Field>
        {booking.customerPhone && <Field label="Phone">{formatPhone(booking.customerPhone)}</Field>}
      </dl>

      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">Knives by blade length</h4>
        {awaitingMeasurement ? (
          <p className="text-sm text-muted-foreground">{knivesMeasuredAtPickup(booking.totalKnives)}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {BLADE_SIZES.map((size) => (
              <div key={size.field} className="flex flex-col rounded-md bg-muted px-3 py-2">
                <dt className="text-xs text-muted-foreground">{size.label}</dt>
                <dd className="font-semibold tabular-nums">{booking[size.field]}</dd>
              </div>
            ))}
          </dl>
        )}
        {addOns.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Add-ons: {addOns.map((addOn) => `${addOn.label} × ${booking[addOn.field]}`).join(', ')}
          </p>
        )}
      </div>

      {/* The server sends only "Notes on file" here, never what the customer wrote (docs/decisions.md "Public look-ups"). */}
      {booking.specialRequirements && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold">Special Requirements</h4>
          <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
            {booking.specialRequirements}
          </p>
        </div>
      )}
    </article>
  )
}
