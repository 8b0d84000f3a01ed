import { addDays, formatLocalDate, parseLocalDate } from '@shared/calendar-dates.ts'

/** Calendar arithmetic on YYYY-MM-DD texts, as the schedule's address and API use them (shared/calendar-dates.ts). */
export function shiftDate(date: string, days: number): string {
  return formatLocalDate(addDays(parseLocalDate(date), days))
}

// Read by the server too, which preloads the schedule the address opens on (shared/schedule-reads.ts).
export { isDateText, todayIn } from '@shared/schedule-reads.ts'

/** "Tuesday, November 24, 2026" for a YYYY-MM-DD. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

/** A link that opens the address in the phone's map app (or Google Maps in a browser). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}
