import { Printer, RotateCcw } from 'lucide-react'
import { Link, useParams } from 'react-router'

import { PageLoader } from '@/components/page-loader'
import { StatusBadge } from '@/components/status-badge'
import { Button } from '@/components/ui/button'
import { useBusiness } from '@/lib/business'
import { useDocumentTitle } from '@/lib/use-document-title'
import { formatLongDate } from '@/lib/format-date'

import { bookAgainPath, isOrderTokenFormat } from '@shared/order-link.ts'
import type { PublicOrder } from '@shared/order-page.schema.ts'
import { isOrderNotFound, usePublicOrder } from '../api/get-public-order'
import { CancelOrderButton } from './cancel-order-button'
import { OrderLinkNotFound } from './order-link-not-found'
import { OrderMessageForm } from './order-message-form'
import { OrderTimeline } from './order-timeline'
import { ReceiptArticle } from './receipt-article'
import { ReschedulePickup } from './reschedule-pickup'
import { ReturnTime } from './return-time'

const printOrder = () => window.print()

/** /orders/{token}: the customer's private page for one order. */
export function OrderPage() {
  const param = useParams().token ?? ''
  const token = isOrderTokenFormat(param) ? param : null
  const { data: order, error, refetch } = usePublicOrder(token)
  useDocumentTitle(order ? `Order #${order.id}` : error || !token ? 'Order Not Found' : 'Your order')

  if (!token || isOrderNotFound(error)) return <OrderLinkNotFound />
  if (order) return <OrderView order={order} token={token} />
  if (error) {
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p>Your order could not be loaded. Please check your connection and try again.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    )
  }
  return <PageLoader />
}

function OrderView({ order, token }: { order: PublicOrder; token: string }) {
  const { data: business } = useBusiness()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:gap-3 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted-foreground print:hidden">Your private order page</p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold sm:text-4xl print:text-2xl">
              Order #{order.id}
            </h1>
            <StatusBadge status={order.status} className="text-sm" />
          </div>
          <p className="text-muted-foreground">
            Booked on{' '}
            <time dateTime={order.createdAt}>{formatLongDate(order.createdAt, business?.timezone)}</time>
            {business && <> with {business.name}</>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild>
            <Link to={bookAgainPath(token)}>
              <RotateCcw aria-hidden="true" />
              Book again
            </Link>
          </Button>
          <Button variant="outline" onClick={printOrder}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </header>

      <div className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm md:grid-cols-2 print:hidden">
        <OrderTimeline entries={order.timeline} timeZone={business?.timezone} />
        <div className="flex min-w-0 flex-col gap-6 border-t pt-6 md:border-t-0 md:border-l md:pt-0 md:pl-6">
          {order.canCancel && order.pickupStart && (
            <ReschedulePickup
              token={token}
              pickupStart={order.pickupStart}
              pickupEnd={order.pickupEnd}
              timeZone={business?.timezone}
            />
          )}
          <ReturnTime order={order} token={token} timeZone={business?.timezone} />
          {order.canCancel && (
            <section aria-labelledby="cancel-title" className="flex flex-col gap-3">
              <h2 id="cancel-title" className="text-lg font-semibold">
                Changed your mind?
              </h2>
              <p className="text-sm text-muted-foreground">
                You can cancel this order until we pick up your knives.
              </p>
              <CancelOrderButton token={token} orderId={order.id} />
            </section>
          )}
          <OrderMessageForm token={token} />
        </div>
      </div>

      <ReceiptArticle order={order} token={token} />
    </div>
  )
}
