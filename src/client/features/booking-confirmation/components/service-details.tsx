import { Receipt } from 'lucide-react'

import { buttonVariants } from '@/components/ui/button-variants'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format-money'

import type { PublicOrder } from '@shared/order-page.schema.ts'
import { customerNotes } from '@shared/customer-notes.ts'
import { formatCents } from '@shared/format.ts'
import { perKnifeRangeCents } from '@shared/pricing.ts'
import { formattedPriceRange, receiptLineLabel } from '../lib/service-lines'
import { ReceiptSection } from './receipt-section'

const numberCell = 'py-2.5 pl-3 text-right whitespace-nowrap tabular-nums print:py-1'

/**
 * What was booked, line by line at the prices the booking was made with (the server's bookingPriceLines), then
 * the estimate and its range (spec section 2, Service Details), and the final price once the knives are counted.
 */
export function ServiceDetails({ booking, invoiceUrl }: { booking: PublicOrder; invoiceUrl?: string }) {
  const range = formattedPriceRange(booking)
  const notes = customerNotes(booking.specialRequirements)

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
          {booking.priceLines.map((line) => (
            <tr key={line.label}>
              <th scope="row" className="py-2.5 font-medium print:py-1">
                <span>{receiptLineLabel(line)}</span>
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

      {notes && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">Special Requirements</h3>
          <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{notes}</p>
        </div>
      )}

      <div className="flex flex-col gap-2 rounded-lg bg-muted p-4 print:bg-transparent print:p-0 print:pt-2">
        <dl className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-base font-semibold">Estimated Total</dt>
            <dd className="text-2xl font-semibold tabular-nums print:text-xl" data-testid="estimated-total">
              {formatPrice(booking.estimatedPrice)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-sm text-muted-foreground">Price range</dt>
            <dd className="font-medium tabular-nums" data-testid="price-range">
              {range.low} to {range.high}
            </dd>
          </div>
          {booking.finalPrice !== null && (
            <div className="flex items-baseline justify-between gap-4 border-t pt-2">
              <dt className="text-base font-semibold">Final price</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="final-price">
                {formatPrice(booking.finalPrice)}
              </dd>
            </div>
          )}
          {Number(booking.amountPaid) > 0 && (
            <>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-sm text-muted-foreground">Paid</dt>
                <dd className="font-medium tabular-nums" data-testid="amount-paid">
                  {formatPrice(booking.amountPaid)}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-base font-semibold">Balance due</dt>
                <dd className="text-xl font-semibold tabular-nums" data-testid="balance-due">
                  {formatPrice(booking.balanceDue)}
                </dd>
              </div>
            </>
          )}
        </dl>
        {invoiceUrl && (
          <a
            href={invoiceUrl}
            target="_blank"
            rel="noopener"
            className="self-start text-sm font-medium underline underline-offset-4 print:hidden"
          >
            Download the invoice (PDF)
          </a>
        )}
        {(booking.paymentInstructions || booking.paymentLinkUrl) && Number(booking.balanceDue) > 0 && (
          <div className="flex flex-col gap-2 border-t pt-2" data-testid="how-to-pay">
            <p className="text-sm font-semibold">How to pay</p>
            {booking.paymentInstructions && (
              <p className="text-sm whitespace-pre-line">{booking.paymentInstructions}</p>
            )}
            {booking.paymentLinkUrl && (
              <a
                href={booking.paymentLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants(), 'self-start print:hidden')}
              >
                Pay now<span className="sr-only"> (opens the payment page)</span>
              </a>
            )}
          </div>
        )}
        <p className="text-sm text-muted-foreground">
          {formatCents(perKnifeRangeCents(booking.prices).low)} to{' '}
          {formatCents(perKnifeRangeCents(booking.prices).high)} a knife depending on blade length, plus
          add-ons. Final price will be confirmed after review.
        </p>
      </div>
    </ReceiptSection>
  )
}
