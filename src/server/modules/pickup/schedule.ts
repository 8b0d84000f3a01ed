import type { Booking } from '../../../shared/booking.schema.ts'
import type { ScheduleBooking, ScheduleDay } from '../../../shared/pickup.schema.ts'
import { addDays, formatLocalDate, localDateAt, type LocalDate } from '../stats/business-calendar.ts'
import { closureOn, windowsOn, type PickupRules } from './pickup-slots.ts'

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

const toScheduleBooking = (booking: Booking): ScheduleBooking => ({
  id: booking.id,
  status: booking.status,
  customerName: booking.customerName,
  customerPhone: booking.customerPhone,
  streetAddress: booking.streetAddress,
  city: booking.city,
  state: booking.state,
  zipCode: booking.zipCode,
  totalKnives: booking.totalKnives,
  specialRequirements: booking.specialRequirements,
  bladesOver9Inches: booking.bladesOver9Inches,
  blades7To9Inches: booking.blades7To9Inches,
  blades4To6Inches: booking.blades4To6Inches,
  bladesUnder4Inches: booking.bladesUnder4Inches,
  nickRepairQuantity: booking.nickRepairQuantity,
  strappingQuantity: booking.strappingQuantity,
  prices: booking.prices,
  pickedUpAt: booking.pickedUpAt,
  finalPrice: booking.finalPrice,
})

/**
 * The owner's days: each day's windows from the weekly rules, with the bookings in them sorted for the drive.
 * A booking in a window the rules no longer have still shows, in a window of its own without a capacity.
 */
export function buildSchedule(
  rules: PickupRules,
  bookings: readonly Booking[],
  from: LocalDate,
  days: number,
  timeZone: string,
): ScheduleDay[] {
  // Each booking's day is worked out once (bookings in one window share a start, so once per start).
  const dayOfStart = new Map<number, string>()
  const bookingsByDay = new Map<string, Booking[]>()
  for (const booking of bookings) {
    const start = Date.parse(booking.pickupStart!)
    let day = dayOfStart.get(start)
    if (day === undefined) {
      day = formatLocalDate(localDateAt(start, timeZone))
      dayOfStart.set(start, day)
    }
    const ofDay = bookingsByDay.get(day)
    if (ofDay) ofDay.push(booking)
    else bookingsByDay.set(day, [booking])
  }
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset)
    const dateText = formatLocalDate(date)
    const windows = new Map<number, { end: number; capacity: number | null; bookings: ScheduleBooking[] }>()
    for (const window of windowsOn(rules, date, timeZone)) {
      windows.set(window.start, { end: window.end, capacity: window.capacity, bookings: [] })
    }
    for (const booking of bookingsByDay.get(dateText) ?? []) {
      const start = Date.parse(booking.pickupStart!)
      let window = windows.get(start)
      if (!window) {
        window = { end: Date.parse(booking.pickupEnd!), capacity: null, bookings: [] }
        windows.set(start, window)
      }
      window.bookings.push(toScheduleBooking(booking))
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
