import { Receipt } from 'lucide-react'

import type { Booking } from '../../../../shared/booking.schema.ts'
import { formatCents } from '../../../../shared/format.ts'
import { RANGE_HIGH_PER_KNIFE_CENTS, RANGE_LOW_PER_KNIFE_CENTS } from '../../../../shared/pricing.ts'
import { formatEstimatedPrice, formattedPriceRange, serviceLinesOf } from '../lib/service-lines'
import { ReceiptSection } from './receipt-section'

const numberCell = 'py-2.5 pl-3 text-right whitespace-nowrap tabular-nums print:py-1'

/** What was booked, line by line, then the estimate and its range (spec section 2, Service Details). */
export function ServiceDetails({ booking }: { booking: Booking }) {
  const lines = serviceLinesOf(booking)
  const range = formattedPriceRange(booking)

  return (
    <ReceiptSection title="Service Details" icon={<Receipt />}>
      <table className="w-full text-left">
        <caption className="sr-only">Services booked, with quantities and prices</caption>
        <thead>
          <tr className="border-b text-sm text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              Service
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line) => (
            <tr key={line.key} data-testid={`service-line-${line.key}`}>
              <th scope="row" className="py-2.5 font-medium print:py-1">
                {line.label}
                <span className="block text-sm font-normal text-muted-foreground print:inline print:pl-2">
                  {formatCents(line.unitCents)} each
                </span>
              </th>
              <td className={numberCell}>{line.quantity}</td>
              <td className={numberCell}>{formatCents(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {booking.specialRequirements && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">Special Requirements</h3>
          <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
            {booking.specialRequirements}
          </p>
        </div>
      )}

      <div className="flex flex-col gap-2 rounded-lg bg-muted p-4 print:bg-transparent print:p-0 print:pt-2">
        <dl className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-base font-semibold">Estimated Total</dt>
            <dd className="text-2xl font-semibold tabular-nums print:text-xl" data-testid="estimated-total">
              {formatEstimatedPrice(booking.estimatedPrice)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-muted-foreground">Price range</dt>
            <dd className="font-medium tabular-nums" data-testid="price-range">
              {range.low} to {range.high}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          {formatCents(RANGE_LOW_PER_KNIFE_CENTS)} to {formatCents(RANGE_HIGH_PER_KNIFE_CENTS)} a knife
          depending on blade length, plus add-ons. Final price will be confirmed after review.
        </p>
      </div>
    </ReceiptSection>
  )
}
