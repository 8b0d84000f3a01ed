import type { Booking } from '../../../shared/booking.schema.ts'
import type { ScheduleBooking, ScheduleDay } from '../../../shared/pickup.schema.ts'
import { addDays, formatLocalDate, localDateAt, type LocalDate } from '../stats/business-calendar.ts'
import { closureOn, windowsOn, type PickupRules } from './pickup-slots.ts'

const iso = (instant: number) => new Date(instant).toISOString()

/** ZIP first, then street (by name, then house number), so the day's stops follow the drive. */
export function byRoute(a: ScheduleBooking, b: ScheduleBooking): number {
  const key = (booking: ScheduleBooking) => {
    const street = booking.streetAddress?.trim() ?? ''
    const match = /^(\d+)\s+(.*)$/.exec(street)
    return {
      zip: booking.zipCode ?? '~',
      street: (match ? match[2]! : street).toLowerCase(),
      number: match ? Number(match[1]) : 0,
    }
  }
  const ka = key(a)
  const kb = key(b)
  return ka.zip.localeCompare(kb.zip) || ka.street.localeCompare(kb.street) || ka.number - kb.number
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
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(from, offset)
    const dateText = formatLocalDate(date)
    const windows = new Map<number, { end: number; capacity: number | null; bookings: ScheduleBooking[] }>()
    for (const window of windowsOn(rules, date, timeZone)) {
      windows.set(window.start, { end: window.end, capacity: window.capacity, bookings: [] })
    }
    for (const booking of bookings) {
      const start = Date.parse(booking.pickupStart!)
      if (formatLocalDate(localDateAt(start, timeZone)) !== dateText) continue
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
          bookings: window.bookings.sort(byRoute),
        })),
    }
  })
}
