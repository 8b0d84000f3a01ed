import { useBusiness } from '@/lib/business'

import { usePickupTimesOffered } from '../api/get-pickup-times-offered'

import { BookingCallsToAction } from './booking-calls-to-action'

/** The closing band: one more invitation to book, on the primary colour. */
export function ClosingCallToAction() {
  const { data: business } = useBusiness()
  const timesOffered = usePickupTimesOffered()
  const where = business ? ` in ${business.city}` : ''
  const arranged =
    timesOffered === undefined
      ? `and we collect your knives${where}`
      : timesOffered
        ? `and choose when we pick up your knives${where}`
        : `and we'll get in touch to arrange pickup${where}`
  return (
    <section aria-labelledby="closing-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 md:py-20">
        <h2
          id="closing-title"
          className="font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl"
        >
          Ready for knives that cut like new?
        </h2>
        <p className="max-w-xl text-lg text-pretty text-primary-foreground/90">
          Book in a couple of minutes {arranged}. Your knives are back within two days.
        </p>
        <BookingCallsToAction tone="dark" className="sm:justify-center" />
      </div>
    </section>
  )
}
