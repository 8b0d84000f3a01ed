import { ArrowRight, Check, PackageCheck, Ruler, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { usePriceList } from '@/lib/price-list'
import { useDocumentTitle } from '@/lib/use-document-title'

import { formatCents } from '@shared/format.ts'
import { perKnifeRangeCents, type PriceList } from '@shared/pricing.ts'

interface MeasuringMethod {
  measurementType: 'pickup' | 'self'
  title: string
  icon: LucideIcon
  description: string
  points: string[]
  action: string
}

/** The two ways to book, with the owner's current prices. */
const methodsAt = (prices: PriceList): MeasuringMethod[] => [
  {
    measurementType: 'pickup',
    title: 'Measure on Pickup',
    icon: PackageCheck,
    description: 'Tell us how many knives you have. We measure every blade when we collect them.',
    points: [
      'Just count your knives',
      `Estimate of ${formatCents(prices.pickupPerKnifeCents)} a knife until we measure`,
      'Quickest to book',
    ],
    action: 'Book with a knife count',
  },
  {
    measurementType: 'self',
    title: 'Measure Myself',
    icon: Ruler,
    description:
      'Measure each blade from the top of the handle to the tip and pick its length, for a closer estimate.',
    points: [
      'Choose a length for each knife',
      `${formatCents(perKnifeRangeCents(prices).low)} to ${formatCents(perKnifeRangeCents(prices).high)} a knife, by blade length`,
      'Save a draft and finish later',
    ],
    action: 'Book by blade length',
  },
]

export function MeasurementSelectionPage() {
  useDocumentTitle('Choose measuring method')
  const methods = methodsAt(usePriceList())
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-copper uppercase">New booking</p>
        <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">
          How should we measure your knives?
        </h1>
        <p className="text-muted-foreground">
          Choose one to start your booking. Serrated blades are not accepted.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {methods.map(({ measurementType, title, icon: Icon, description, points, action }) => (
          <li
            key={measurementType}
            className="group relative flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm transition hover:border-primary hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-copper">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="flex flex-col gap-2">
              <h2 className="text-xl font-semibold">
                {/* The link is the title, its name its visible text; it stretches over the whole card. */}
                <Link
                  to={`/booking-dashboard?measurementType=${measurementType}`}
                  aria-describedby={`${measurementType}-description`}
                  className="outline-none after:absolute after:inset-0 after:rounded-xl"
                >
                  {title}
                </Link>
              </h2>
              <p id={`${measurementType}-description`} className="text-muted-foreground">
                {description}
              </p>
            </div>
            <ul className="flex flex-1 flex-col gap-2 text-sm">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
                  {point}
                </li>
              ))}
            </ul>
            <span
              aria-hidden="true"
              className="mt-2 flex items-center justify-between rounded-md bg-secondary px-4 py-2.5 text-sm font-medium text-secondary-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
            >
              {action}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Not sure? Choose <strong className="font-medium text-foreground">Measure on Pickup</strong>: we
        measure at your door, and the final price is confirmed after review either way.
      </p>
    </div>
  )
}
