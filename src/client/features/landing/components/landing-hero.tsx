import { MapPin } from 'lucide-react'

import { useBusiness } from '@/lib/business'

import { usePickupTimesOffered } from '../api/get-pickup-times-offered'

import { BookingCallsToAction } from './booking-calls-to-action'
import { KnifeIllustration } from './knife-illustration'

/** How the pickup is arranged, as the business's settings make it: a time chosen when booking, or a call. */
function pickupStepText(timesOffered: boolean | undefined): string {
  if (timesOffered === undefined) return 'We collect your knives from your door in your neighborhood.'
  return timesOffered
    ? 'You choose a pickup time when you book, and we collect your knives from your door.'
    : 'We get in touch to arrange a pickup time in your neighborhood.'
}

const stepsWith = (timesOffered: boolean | undefined) => [
  {
    title: 'Book online',
    text: 'Pick your blade lengths, or just tell us how many knives you have and we measure them at pickup.',
  },
  { title: 'We pick them up', text: pickupStepText(timesOffered) },
  { title: 'Back within two days', text: 'Sharpened, honed and returned to you, ready for the kitchen.' },
]

/** The first screen: who we are, where, and the two calls to action. */
export function LandingHero() {
  const { data: business } = useBusiness()
  const steps = stepsWith(usePickupTimesOffered())

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-card bg-[radial-gradient(ellipse_at_top_right,var(--color-accent),transparent_60%)]"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-14">
        <div className="flex flex-col items-start gap-6">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-copper uppercase">
            <MapPin aria-hidden="true" className="size-4" />
            {business ? `Serving ${business.city}, ${business.state}` : 'Knife sharpening with pickup'}
          </p>
          <h1
            id="hero-title"
            className="font-display text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-6xl"
          >
            Razor-sharp knives, picked up from your door.
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Book online in a couple of minutes. We collect your knives in the neighborhood, sharpen them and
            bring them back within two days.
          </p>
          <BookingCallsToAction />
        </div>

        <div className="rounded-2xl border bg-background/80 p-6 shadow-sm sm:p-8">
          <KnifeIllustration className="mb-6 h-auto w-full max-w-xs" />
          <h2 className="mb-4 text-lg font-semibold">How it works</h2>
          <ol className="flex flex-col gap-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div className="flex flex-col gap-0.5">
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
