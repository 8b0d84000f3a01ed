import { CalendarOff } from 'lucide-react'

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'

import type { ScheduleDay as Day } from '@shared/schedule.schema.ts'
import { formatPickupHours } from '@shared/pickup-time.ts'
import { formatDay } from '../lib/schedule-dates'
import type { OpenOrder } from './order-number-button'
import { ScheduleStop } from './schedule-stop'

interface ScheduleDayProps {
  day: Day
  timeZone: string
  headingLevel: 'h3' | 'h2'
  className?: string
  /** Each stop's number opens its order; none on the printed sheet. */
  onOpenOrder?: OpenOrder
  /** The order being fetched to open. */
  opening?: number | null
}

/** One day of the route: each window with its places and its stops in driving order. */
export function ScheduleDay({
  day,
  timeZone,
  headingLevel,
  className,
  onOpenOrder,
  opening,
}: ScheduleDayProps) {
  const stops = day.windows.flatMap((window) => window.bookings)
  const returns = stops.filter((stop) => stop.stop === 'return').length
  const pickups = stops.length - returns
  return (
    <Card className={cn('print:border-0 print:shadow-none', className)}>
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2 p-4 sm:px-6 print:px-0">
        <CardTitle as={headingLevel} className="text-lg">
          {formatDay(day.date)}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {pickups} {pickups === 1 ? 'pickup' : 'pickups'}
          {returns > 0 && `, ${returns} ${returns === 1 ? 'return' : 'returns'}`}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:px-6 print:px-0">
        {day.closed !== null && (
          <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm">
            <CalendarOff aria-hidden="true" className="size-4 text-copper" />
            Closed{day.closed ? `: ${day.closed}` : ''}
          </p>
        )}
        {day.windows.length === 0 && day.closed === null && (
          <p className="text-sm text-muted-foreground">No pickup windows on this day.</p>
        )}
        {day.windows.map((window) => {
          const over = window.capacity !== null && window.bookings.length > window.capacity
          const hours = formatPickupHours(window.start, window.end, timeZone)
          return (
            // Named with its day: the week shows the same hours on every day, and each region needs its own name.
            <section key={window.start} aria-label={`${formatDay(day.date)}, ${hours}`}>
              <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2 border-b pb-1">
                <p className="font-semibold">{hours}</p>
                <p
                  className={cn(
                    'text-sm tabular-nums',
                    over ? 'font-semibold text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {window.capacity === null
                    ? `${window.bookings.length} booked`
                    : `${window.bookings.length} of ${window.capacity} booked${over ? ', over capacity' : ''}`}
                </p>
              </div>
              {window.bookings.length === 0 ? (
                <p className="text-sm text-muted-foreground">No pickups or returns booked.</p>
              ) : (
                <ol className="divide-y">
                  {window.bookings.map((booking) => (
                    <ScheduleStop
                      key={`${booking.stop}-${booking.id}`}
                      booking={booking}
                      onOpenOrder={onOpenOrder}
                      opening={opening === booking.id}
                    />
                  ))}
                </ol>
              )}
            </section>
          )
        })}
      </CardContent>
    </Card>
  )
}
