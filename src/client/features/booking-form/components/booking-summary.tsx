import { ClipboardList, Mail } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useBusiness } from '@/lib/business'
import { formatDayTime } from '@/lib/format-date'
import { useHydrated } from '@/lib/use-hydrated'
import { useNow } from '@/lib/use-now'

import { formatCents } from '@shared/format.ts'
import type { BookingEstimate } from '../booking-estimate'

interface BookingSummaryProps {
  headingLevel: 'h2' | 'h3' | 'h4'
  estimate: BookingEstimate
  measurementType: 'self' | 'pickup'
  /** The chosen pickup window in words, once one is chosen. */
  pickupTime?: string | null
}

/**
 * The Booking Summary beside both forms (spec section 2): service, date and time, knives, the live estimate and
 * a way to e-mail the business. Sticky beside the form on wide screens, under it on a phone.
 */
export function BookingSummary({ headingLevel, estimate, measurementType, pickupTime }: BookingSummaryProps) {
  const { data: business } = useBusiness()
  // Every half minute, so the summary's clock stays right on a page left open. A drawn page's clock starts once the
  // browser has it: the server's minute, or its zone, may not be the browser's.
  const now = useNow(30_000)
  const hydrated = useHydrated()
  const titleId = useId()
  const rows = [
    { term: 'Service', value: 'Knife Sharpening' },
    {
      term: 'Date',
      value: hydrated && (
        <time dateTime={now.toISOString()}>{formatDayTime(now.toISOString(), business?.timezone)}</time>
      ),
    },
    { term: 'Measuring', value: measurementType === 'pickup' ? 'At pickup' : 'By you' },
    { term: 'Total knives', value: estimate.totalKnives },
    ...(pickupTime ? [{ term: 'Pickup', value: pickupTime }] : []),
  ]

  return (
    <section aria-labelledby={titleId} className="lg:sticky lg:top-24">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle as={headingLevel} id={titleId} className="flex items-center gap-2 text-lg">
            <ClipboardList aria-hidden="true" className="size-5 text-copper" />
            Booking Summary
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(({ term, value }) => (
              <div key={term} className="col-span-2 grid grid-cols-subgrid">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="text-right font-medium tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="border-t pt-4">
            {estimate.lines.length > 0 ? (
              <ul aria-label="Estimate" className="flex flex-col gap-2 text-sm">
                {estimate.lines.map((line) => (
                  <li key={line.label} className="flex items-baseline justify-between gap-3">
                    <span>
                      {line.label}{' '}
                      <span className="whitespace-nowrap text-muted-foreground tabular-nums">
                        × {line.quantity}
                      </span>
                    </span>
                    <span className="tabular-nums">{formatCents(line.totalCents)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Choose your knives to see the estimate.</p>
            )}
          </div>
          <div className="flex flex-col gap-1 border-t pt-4">
            <p aria-live="polite" aria-atomic="true" className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">Estimated total</span>{' '}
              <span className="text-2xl font-semibold tabular-nums">{formatCents(estimate.totalCents)}</span>
            </p>
            <p className="text-xs text-muted-foreground">Final price will be confirmed after review</p>
          </div>
          {business ? (
            <Button asChild variant="outline" className="w-full">
              <a href={`mailto:${business.email}`}>
                <Mail aria-hidden="true" />
                Email Support
              </a>
            </Button>
          ) : (
            <Button variant="outline" className="w-full" disabled>
              <Mail aria-hidden="true" />
              Email Support
            </Button>
          )}
          <p className="text-center text-xs text-muted-foreground">Your knives are back within two days.</p>
        </CardContent>
      </Card>
    </section>
  )
}
