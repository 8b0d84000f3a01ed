import type { Booking } from '../../../shared/booking.schema.ts'
import type { ScheduleBooking, ScheduleDay, ScheduleStopKind } from '../../../shared/schedule.schema.ts'
import { addDays, formatLocalDate, localDateAt, type LocalDate } from '../../../shared/calendar.ts'
import { closureOn, windowsOn, type PickupRules } from './pickup-slots.ts'
import { serviceCounts } from '../../../shared/pricing.ts'

const iso = (instant: number) => new Date(instant).toISOString()

const collator = new Intl.Collator('en', { sensitivity: 'base' })

interface RouteKey {
  zip: string
  street: string
  number: number
}

function routeKey(booking: ScheduleBooking): RouteKey {
  const street = booking.streetAddress?.trim() ?? ''
  const match = /^(\d+)\s+(.*)$/.exec(street)
  return {
    zip: booking.zipCode ?? '~',
    street: match ? match[2]! : street,
    number: match ? Number(match[1]) : 0,
  }
}

const compareRouteKeys = (a: RouteKey, b: RouteKey) =>
  collator.compare(a.zip, b.zip) || collator.compare(a.street, b.street) || a.number - b.number

/**
 * ZIP first, then street (by name, then house number), so the day's stops follow the drive. Each booking's key is
 * worked out once rather than once per comparison.
 */
function sortedForRoute(bookings: readonly ScheduleBooking[]): ScheduleBooking[] {
  return bookings
    .map((booking) => ({ booking, key: routeKey(booking) }))
    .sort((a, b) => compareRouteKeys(a.key, b.key))
    .map(({ booking }) => booking)
}

/** A booking as a stop of the Schedule shows it: who, where, what to collect. */
export const toScheduleBooking = (booking: Booking, stop: ScheduleStopKind): ScheduleBooking => ({
  id: booking.id,
  stop,
  status: booking.status,
  customerName: booking.customerName,
  customerPhone: booking.customerPhone,
  streetAddress: booking.streetAddress,
  city: booking.city,
  state: booking.state,
  zipCode: booking.zipCode,
  totalKnives: booking.totalKnives,
  specialRequirements: booking.specialRequirements,
  ...serviceCounts(booking),
  prices: booking.prices,
  pickedUpAt: booking.pickedUpAt,
  finalPrice: booking.finalPrice,
  returnStart: booking.returnStart,
})

/** A stop of the drive: a booking's pickup, or its return (issue 42 point 2), in the window it is booked in. */
interface Stop {
  booking: Booking
  stop: ScheduleStopKind
  start: number
  end: number
}

const stopsOf = (bookings: readonly Booking[], stop: ScheduleStopKind): Stop[] =>
  bookings.map((booking) => {
    const [start, end] =
      stop === 'pickup' ? [booking.pickupStart, booking.pickupEnd] : [booking.returnStart, booking.returnEnd]
    return { booking, stop, start: Date.parse(start!), end: Date.parse(end!) }
  })

/**
 * The owner's days: each day's windows from the weekly rules, with the bookings in them sorted for the drive, the
 * returns (`returns`, by their return window) beside the pickups, marked as returns: one driver does both. A booking
 * in a window the rules no longer have still shows, in a window of its own without a capacity.
 */
export function buildSchedule(
  rules: PickupRules,
  bookings: readonly Booking[],
  from: LocalDate,
  days: number,
  timeZone: string,
  returns: readonly Booking[] = [],
): ScheduleDay[] {
  // Each stop's day is worked out once (stops in one window share a start, so once per start).
  const dayOfStart = new Map<number, string>()
  const stopsByDay = new Map<string, Stop[]>()
  for (const stop of [...stopsOf(bookings, 'pickup'), ...stopsOf(returns, 'return')]) {
    let day = dayOfStart.get(stop.start)
    if (day === undefined) {
      day = formatLocalDate(localDateAt(stop.start, timeZone))
      dayOfStart.set(stop.start, day)
    }
    const ofDay = stopsByDay.get(day)
    if (ofDay) ofDay.push(stop)
    else stopsByDay.set(day, [stop])
  }
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset)
    const dateText = formatLocalDate(date)
    const windows = new Map<number, { end: number; capacity: number | null; bookings: ScheduleBooking[] }>()
    for (const window of windowsOn(rules, date, timeZone)) {
      windows.set(window.start, { end: window.end, capacity: window.capacity, bookings: [] })
    }
    for (const { booking, stop, start, end } of stopsByDay.get(dateText) ?? []) {
      let window = windows.get(start)
      if (!window) {
        window = { end, capacity: null, bookings: [] }
        windows.set(start, window)
      }
      window.bookings.push(toScheduleBooking(booking, stop))
    }
    return {
      date: dateText,
      closed: closureOn(rules, dateText)?.note ?? null,
      windows: [...windows.entries()]
        .sort(([a], [b]) => a - b)
        .map(([start, window]) => ({
          start: iso(start),
          end: iso(window.end),
          capacity: window.capacity,
          bookings: sortedForRoute(window.bookings),
        })),
    }
  })
}
