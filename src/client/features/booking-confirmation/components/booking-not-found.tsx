import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'

/** No order for this confirmation: its address lacks the private link's token, or the link was replaced. */
export function BookingNotFound({ bookingId }: { bookingId: number | null }) {
  const searchPath = bookingId === null ? '/order-search' : `/order-search?order=${bookingId}`
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-copper">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold">Booking Not Found</h1>
      <p className="text-pretty text-muted-foreground">
        This confirmation opens with the private link made when you booked. If you made this booking, your
        order is safe: you can still look it up by its order number, e-mail or phone.
      </p>
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
    </div>
  )
}
