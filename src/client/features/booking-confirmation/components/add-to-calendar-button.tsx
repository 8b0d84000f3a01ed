import { CalendarPlus } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { useBusiness } from '@/lib/business'

import { buildCalendar } from '@shared/icalendar.ts'
import { pickupEventOf } from '../lib/pickup-event'

/** Downloads the customer's pickup as a single-event .ics file their calendar app opens. */
export function AddToCalendarButton({ booking }: { booking: Parameters<typeof pickupEventOf>[0] }) {
  const { data: business } = useBusiness()
  const event = pickupEventOf(booking, business?.name, window.location.host)
  if (!event) return null

  const download = () => {
    const text = buildCalendar([event], { name: event.summary, stamp: Date.now() })
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `pickup-order-${booking.id}.ics`
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <Button variant="outline" size="sm" onClick={download} className="self-start print:hidden">
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </Button>
  )
}
