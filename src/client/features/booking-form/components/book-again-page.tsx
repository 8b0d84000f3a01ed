import { RotateCcw, SearchX } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { PageLoader } from '@/components/page-loader'
import { Button } from '@/components/ui/button'
import { ApiRequestError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'

import { isOrderTokenFormat } from '@shared/order-link.ts'
import { useOrderToBookAgain } from '../api/get-order-to-book-again'
import { bookAgainValues } from '../book-again'
import { DetailedBookingForm } from './detailed-booking-form'
import { PickupBookingForm } from './pickup-booking-form'

/**
 * /book?again={token} (issue 43 point 4): the booking form filled in from an earlier order (from its order page or
 * a reminder), for the customer to check and send as a new booking, priced at today's prices.
 */
export function BookAgainPage() {
  const param = useSearchParams()[0].get('again') ?? ''
  const token = isOrderTokenFormat(param) ? param : null
  const { data: order, error, refetch } = useOrderToBookAgain(token)
  useDocumentTitle('Book again')

  if (!token || (error instanceof ApiRequestError && error.status === 404)) return <NothingToBookAgain />
  if (error) {
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p>Your last order could not be loaded. Please check your connection and try again.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    )
  }
  if (!order) return <PageLoader />
  const again = bookAgainValues(order)
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-copper">
          <RotateCcw aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h1 className="font-display text-3xl leading-tight font-semibold">Book again</h1>
          <p className="text-sm text-muted-foreground">
            Filled in from your order #{order.id}. Check everything, change what you like, and send it: it is
            a new booking at today&apos;s prices.
          </p>
        </div>
      </div>
      {again.form === 'self' ? (
        <DetailedBookingForm headingLevel="h2" again={again} />
      ) : (
        <PickupBookingForm headingLevel="h2" again={again} />
      )}
    </div>
  )
}

function NothingToBookAgain() {
  return (
    <IconNotice
      icon={SearchX}
      title="Order Not Found"
      size="page"
      className="mx-auto max-w-xl gap-4 px-4 py-16 sm:py-20"
      actions={
        <Button asChild>
          <Link to="/measurement-selection">Book Your Service Now</Link>
        </Button>
      }
    >
      This link does not open an order, so we cannot fill in the form from it. You can book afresh in a
      minute.
    </IconNotice>
  )
}
