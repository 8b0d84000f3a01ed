import { PackageCheck, Ruler } from 'lucide-react'
import { Suspense, use } from 'react'

import { Skeleton } from '@/components/ui/skeleton'
import { BookingFormsContext } from '@/lib/booking-form-slot'

interface NewBookingPanelProps {
  /** 'pickup' is the simplified form (we measure at pickup); 'self' the detailed form. */
  form: 'pickup' | 'self'
  /** The level of the panel's heading, so it fits under whatever heading precedes it. */
  headingLevel?: 'h2' | 'h3'
}

const forms = {
  pickup: {
    icon: PackageCheck,
    title: 'Measure on Pickup',
    description: 'Tell us how many knives you have. We measure every blade when we collect them.',
  },
  self: {
    icon: Ruler,
    title: 'Measure Myself',
    description:
      'Choose how many knives you have of each blade length, add any extras, then tell us where to collect them.',
  },
}

/** The New Booking panel: the chosen form under its title. routes.tsx supplies the forms (lib/booking-form-slot). */
export function NewBookingPanel({ form, headingLevel = 'h2' }: NewBookingPanelProps) {
  const { icon: Icon, title, description } = forms[form]
  const Heading = headingLevel
  const BookingForm = use(BookingFormsContext)?.[form]
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-copper">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <Heading className="text-xl leading-tight font-semibold">{title}</Heading>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {BookingForm && (
        <Suspense fallback={<BookingFormLoading />}>
          <BookingForm headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />
        </Suspense>
      )}
    </div>
  )
}

/** Holds the form's place while its code loads, so the page does not jump when it arrives. */
function BookingFormLoading() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading the booking form…</span>
      <Skeleton className="h-16 w-full" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-[28rem] w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    </div>
  )
}
