import { Clock, MapPin, Phone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { useBusiness } from '@/lib/business'

import { SectionHeading } from './section-heading'

function Detail({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex w-full gap-4 rounded-xl border bg-card p-5 shadow-sm sm:w-80">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-copper">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold">{title}</h3>
        <div className="break-words text-muted-foreground">{children}</div>
      </div>
    </li>
  )
}

/**
 * The business in the owner's own words (Settings): the "about" paragraph, the phone, the hours and the served
 * area, each shown only when set. Nothing shows until the settings arrive, or when none of them is set.
 */
export function BusinessDetailsSection() {
  const { data: business } = useBusiness()
  if (!business) return null
  const { about, phone, hours, servedZips } = business
  if (!about && !phone && !hours && servedZips.length === 0) return null
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="about-title" eyebrow="About us" title={business.name} />
      {about && (
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-pretty whitespace-pre-line text-muted-foreground">
          {about}
        </p>
      )}
      <ul className="mt-10 flex flex-wrap justify-center gap-5">
        {phone && (
          <Detail icon={Phone} title="Call or text">
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="rounded-sm underline underline-offset-4 hover:text-foreground"
            >
              {phone}
            </a>
          </Detail>
        )}
        {hours && (
          <Detail icon={Clock} title="Hours and pickup days">
            {hours}
          </Detail>
        )}
        {servedZips.length > 0 && (
          <Detail icon={MapPin} title={`Serving ${business.city}, ${business.state}`}>
            ZIP codes {servedZips.join(', ')}
          </Detail>
        )}
      </ul>
    </section>
  )
}
