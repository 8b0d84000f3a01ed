import { clsx } from 'clsx'
import { CalendarCheck, Search } from 'lucide-react'
import { Link } from 'react-router'

import { buttonVariants } from '@/components/ui/button-variants'

interface BookingCallsToActionProps {
  /** 'dark' for the closing band, whose background is the primary colour. */
  tone?: 'light' | 'dark'
  className?: string
}

/**
 * The spec's two calls to action: book, or look up an order. Used by the hero and the closing band. Links styled
 * with buttonVariants, not <Button asChild>, keep tailwind-merge and Radix Slot out of the first download.
 */
export function BookingCallsToAction({ tone = 'light', className }: BookingCallsToActionProps) {
  const dark = tone === 'dark'
  const surface = dark ? 'dark' : 'light'
  return (
    <div className={clsx('flex w-full flex-col gap-3 sm:w-auto sm:flex-row', className)}>
      <Link
        to="/measurement-selection"
        className={buttonVariants({ size: 'lg', surface, variant: dark ? 'inverse' : 'default' })}
      >
        <CalendarCheck aria-hidden="true" />
        Book Your Service Now
      </Link>
      <Link
        to="/order-search"
        className={buttonVariants({ size: 'lg', surface, variant: dark ? 'inverse-outline' : 'outline' })}
      >
        <Search aria-hidden="true" />
        Search for Orders
      </Link>
    </div>
  )
}
