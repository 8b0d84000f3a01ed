import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { Button } from '@/components/ui/button'

/** No order for this confirmation: its address lacks the private link's token, or the link was replaced. */
export function BookingNotFound({ bookingId }: { bookingId: number | null }) {
  const searchPath = bookingId === null ? '/order-search' : `/order-search?order=${bookingId}`
  return (
    <IconNotice
      icon={SearchX}
      title="Booking Not Found"
      size="page"
      className="mx-auto max-w-xl gap-4 px-4 py-16 sm:py-20"
      actions={
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link to="/booking">
              <ArrowLeft aria-hidden="true" />
              Back to Booking
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={searchPath}>Find My Order</Link>
          </Button>
        </div>
      }
    >
      This confirmation opens with the private link made when you booked. If you made this booking, your order
      is safe: you can still look it up by its order number, e-mail or phone.
    </IconNotice>
  )
}
