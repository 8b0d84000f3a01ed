import { ChevronLeft, ChevronRight, Printer } from 'lucide-react'
import { useSearchParams } from 'react-router'

import { ListError } from '@/components/list-states'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useBusiness } from '@/lib/business'

import { useSchedule } from '../api/get-schedule'
import { scheduleDays, scheduleViewOf } from '@shared/schedule-reads.ts'
import { isDateText, shiftDate, todayIn } from '../lib/schedule-dates'
import { NoTimeYet } from './no-time-yet'
import type { OpenOrder } from './order-number-button'
import { printRouteSheet, RouteSheet } from './route-sheet'
import { ScheduleDay } from './schedule-day'

type View = 'day' | 'week'

interface SchedulePanelProps {
  /** Opens an order's Edit Booking from its row (app/schedule-with-orders.tsx hands it in). */
  onOpenOrder?: OpenOrder
  /** The order being fetched to open. */
  opening?: number | null
}

/**
 * The owner's Schedule tab: the orders with no pickup time yet, then a day or a week (the seven days from the
 * chosen one) of pickup windows with their stops sorted for the drive, and a route sheet to print, one day a page.
 * The date and view live in the address (?date=, ?view=).
 */
export function SchedulePanel({ onOpenOrder, opening = null }: SchedulePanelProps) {
  const { data: business } = useBusiness()
  const [searchParams, setSearchParams] = useSearchParams()
  const addressed = scheduleViewOf(searchParams)
  const view: View = addressed.view
  const date = addressed.date ?? todayIn(business?.timezone)
  const days = scheduleDays(view)
  const schedule = useSchedule(date, days)

  const show = (next: { date?: string; view?: View }) => {
    const params = new URLSearchParams(searchParams)
    params.set('date', next.date ?? date)
    params.set('view', next.view ?? view)
    setSearchParams(params)
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-col gap-4 p-4 sm:p-6">
          <div>
            <CardTitle as="h2">Pickup Schedule</CardTitle>
            <CardDescription>
              Each window&apos;s pickups and returns, in driving order: by ZIP code, then street.
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div role="group" aria-label="View" className="inline-flex rounded-md border p-0.5">
              {(['day', 'week'] as const).map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={view === option ? 'default' : 'ghost'}
                  aria-pressed={view === option}
                  onClick={() => show({ view: option })}
                >
                  {option === 'day' ? 'Day' : 'Week'}
                </Button>
              ))}
            </div>
            <div className="flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
                onClick={() => show({ date: shiftDate(date, -days) })}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <label className="sr-only" htmlFor="schedule-date">
                Date
              </label>
              <Input
                id="schedule-date"
                type="date"
                value={date}
                onChange={(event) => isDateText(event.target.value) && show({ date: event.target.value })}
                className="w-40"
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={view === 'day' ? 'Next day' : 'Next week'}
                onClick={() => show({ date: shiftDate(date, days) })}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <Button variant="outline" onClick={() => show({ date: todayIn(business?.timezone) })}>
              Today
            </Button>
            <Button onClick={printRouteSheet} disabled={!schedule.data} className="sm:ml-auto">
              <Printer aria-hidden="true" />
              Print route sheet
            </Button>
          </div>
        </CardHeader>
      </Card>
      <NoTimeYet onOpenOrder={onOpenOrder} opening={opening} />
      {schedule.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : schedule.isError ? (
        <ListError
          message="Failed to load the schedule"
          onRetry={() => void schedule.refetch()}
          retrying={schedule.isFetching}
          className="rounded-xl border bg-card"
        />
      ) : (
        <>
          {schedule.data.days.map((day) => (
            <ScheduleDay
              key={day.date}
              day={day}
              timeZone={schedule.data.timezone}
              headingLevel="h3"
              onOpenOrder={onOpenOrder}
              opening={opening}
            />
          ))}
          <RouteSheet schedule={schedule.data} businessName={business?.name} />
        </>
      )}
    </div>
  )
}
