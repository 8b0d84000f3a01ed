import { orderPageUrl } from '@shared/order-link.ts'
import type { PublicOrder } from '@shared/order-page.schema.ts'
import { CustomerInformation } from './customer-information'
import { OrderInformation } from './order-information'
import { ServiceDetails } from './service-details'
import { ServicePromise } from './service-promise'

/** The receipt itself, laid out to print on one page: the confirmation and the order page both show it. */
export function ReceiptArticle({ order, token }: { order: PublicOrder; token: string }) {
  return (
    <article
      aria-label={`Receipt for order #${order.id}`}
      className="divide-y rounded-xl border bg-card shadow-sm print:rounded-none print:border-x-0 print:border-b-0 print:shadow-none"
    >
      <div className="grid divide-y sm:grid-cols-2 sm:divide-x sm:divide-y-0 print:grid-cols-2 print:gap-6 print:divide-none">
        <CustomerInformation booking={order} />
        <OrderInformation booking={order} />
      </div>
      <ServiceDetails
        booking={order}
        invoiceUrl={`/api/public/orders/${encodeURIComponent(token)}/invoice.pdf`}
      />
      <ServicePromise bookingId={order.id} orderUrl={orderPageUrl(window.location.origin, token)} />
    </article>
  )
}
