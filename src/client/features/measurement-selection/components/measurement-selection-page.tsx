import { ArrowRight, PackageCheck, Ruler, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

import { useDocumentTitle } from '@/lib/use-document-title'

interface MeasuringMethod {
  measurementType: 'pickup' | 'self'
  title: string
  icon: LucideIcon
  description: string
}

const methods: MeasuringMethod[] = [
  {
    measurementType: 'pickup',
    title: 'Measure on Pickup',
    icon: PackageCheck,
    description: 'Tell us how many knives you have. We measure every blade when we collect them.',
  },
  {
    measurementType: 'self',
    title: 'Measure Myself',
    icon: Ruler,
    description:
      'Measure each blade from the top of the handle to the tip and pick its length, for a closer estimate.',
  },
]

export function MeasurementSelectionPage() {
  useDocumentTitle('Choose measuring method')
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          How should we measure your knives?
        </h1>
        <p className="text-muted-foreground">
          Choose one to start your booking. Serrated blades are not accepted.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {methods.map(({ measurementType, title, icon: Icon, description }) => (
          <li key={measurementType}>
            <Link
              to={`/booking-dashboard?measurementType=${measurementType}`}
              className="group flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-copper">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="text-xl font-semibold">{title}</h2>
              <p className="flex-1 text-muted-foreground">{description}</p>
              <span aria-hidden="true" className="flex items-center gap-1 text-sm font-medium text-primary">
                Choose <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
