import { Hourglass, SearchX } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { Badge } from '@/components/ui/badge'
import { useBusiness } from '@/lib/business'

import { NO_ORDERS_MESSAGES, type SearchOutcome } from '../lib/search-outcome'
import { OrderResult } from './order-result'

function EmptyState({ title, message, icon }: { title: string; message: string; icon: 'none' | 'wait' }) {
  const Icon = icon === 'wait' ? Hourglass : SearchX
  return (
    <div className="flex flex-col items-center gap-2 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-copper">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-muted-foreground">{message}</p>
    </div>
  )
}

interface SearchResultsProps {
  outcome: SearchOutcome
  /** A newer search is running; the previous results stay until it ends. */
  busy: boolean
}

/** The 'Search Results' card, shown once the first search has finished. */
export function SearchResults({ outcome, busy }: SearchResultsProps) {
  const { data: business } = useBusiness()
  const count = outcome.status === 'found' ? outcome.bookings.length : 0
  const sectionRef = useRef<HTMLElement>(null)

  // On a phone the results start below the three cards: bring each new outcome into view.
  useEffect(() => {
    const section = sectionRef.current
    if (!section || section.getBoundingClientRect().top < window.innerHeight * 0.6) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  }, [outcome])

  return (
    <section
      ref={sectionRef}
      aria-labelledby="search-results-title"
      aria-busy={busy}
      className="flex scroll-mt-20 flex-col gap-4 rounded-xl border bg-card p-3 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3 px-2 pt-2 sm:p-0">
        <h2 id="search-results-title" className="text-xl font-semibold">
          Search Results
        </h2>
        {outcome.status !== 'rate-limited' && <Badge variant="secondary">{count} found</Badge>}
      </div>
      {outcome.status === 'found' && (
        <ul className="flex flex-col gap-4">
          {outcome.bookings.map((booking) => (
            <li key={booking.id}>
              <OrderResult booking={booking} timeZone={business?.timezone} />
            </li>
          ))}
        </ul>
      )}
      {outcome.status === 'none' && (
        <EmptyState icon="none" title="No orders found" message={NO_ORDERS_MESSAGES[outcome.kind]} />
      )}
      {outcome.status === 'rate-limited' && (
        <EmptyState icon="wait" title="Please wait a moment" message={outcome.message} />
      )}
    </section>
  )
}
