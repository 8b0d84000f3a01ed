import { Clock, Mail, TriangleAlert } from 'lucide-react'

import { QrCode } from '@/components/ui/qr-code'
import { useBusiness } from '@/lib/business'

/** The service promise and note (spec section 1), with a code that opens this order's private page on a phone. */
export function ServicePromise({ bookingId, orderUrl }: { bookingId: number; orderUrl: string }) {
  const { data: business } = useBusiness()
  return (
    <section
      aria-labelledby="promise-title"
      className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between print:flex-row print:items-center print:gap-4 print:px-0 print:py-3"
    >
      <div className="flex flex-col gap-3 print:gap-1.5">
        <h2 id="promise-title" className="text-lg font-semibold print:text-base">
          Our promise
        </h2>
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
          <span>Your knives are back within two days.</span>
        </p>
        <p className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
          <span>
            <strong className="font-semibold">Please note:</strong> serrated blades are not accepted. Blade
            length is measured from the top of the handle to the tip.
          </span>
        </p>
        {business && (
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
            <span>
              Questions? Email us at{' '}
              <a
                href={`mailto:${business.email}`}
                className="font-medium break-words text-primary underline underline-offset-4"
              >
                {business.email}
              </a>
            </span>
          </p>
        )}
      </div>
      <figure className="flex shrink-0 flex-col items-center gap-2 self-center">
        <QrCode
          value={orderUrl}
          label={`QR code: opens your order page for order #${bookingId}`}
          className="size-32 rounded-md border print:size-28"
        />
        <figcaption className="max-w-40 text-center text-xs text-muted-foreground">
          Scan to follow your order
        </figcaption>
      </figure>
    </section>
  )
}
