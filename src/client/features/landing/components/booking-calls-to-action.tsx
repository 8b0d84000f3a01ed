import { CalendarCheck, Search } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

interface BookingCallsToActionProps {
  /** 'dark' for the closing band, whose background is the primary colour. */
  tone?: 'light' | 'dark'
  className?: string
}

/** The spec's two calls to action: book, or look up an order. Used by the hero and the closing band. */
export function BookingCallsToAction({ tone = 'light', className }: BookingCallsToActionProps) {
  const dark = tone === 'dark'
  const onDarkFocus = dark && 'focus-visible:outline-primary-foreground'
  return (
    <div className={cn('flex w-full flex-col gap-3 sm:w-auto sm:flex-row', className)}>
      <Button
        asChild
        size="lg"
        className={cn(dark && 'bg-card text-foreground hover:bg-accent', onDarkFocus)}
      >
        <Link to="/measurement-selection">
          <CalendarCheck aria-hidden="true" />
          Book Your Service Now
        </Link>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        className={cn(
          dark &&
            'border-primary-foreground/70 bg-transparent text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground',
          onDarkFocus,
        )}
      >
        <Link to="/order-search">
          <Search aria-hidden="true" />
          Search for Orders
        </Link>
      </Button>
    </div>
  )
}
