import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { bookingFormFor } from '@/lib/booking-form-slot'

import { NewBookingPanel } from './new-booking-panel'

/** The page reached from measurement selection: no tabs, just the New Booking panel for the chosen method. */
export function MeasuredBooking({ measurementType }: { measurementType: string }) {
  return (
    <section aria-labelledby="new-booking-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
        <h2 id="new-booking-heading" className="text-sm font-semibold tracking-wide text-copper uppercase">
          New Booking
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to="/measurement-selection">
            <ArrowLeft aria-hidden="true" />
            Back to measuring options
          </Link>
        </Button>
      </div>
      <NewBookingPanel form={bookingFormFor(measurementType)} headingLevel="h3" />
    </section>
  )
}
