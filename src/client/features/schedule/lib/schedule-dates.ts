import { addDays, formatLocalDate, parseLocalDate } from '@shared/calendar-dates.ts'

/** Calendar arithmetic on YYYY-MM-DD texts, as the schedule's address and API use them (shared/calendar-dates.ts). */
export function shiftDate(date: string, days: number): string {
  return formatLocalDate(addDays(parseLocalDate(date), days))
}

/** Today in a time zone (the browser's when none is given), YYYY-MM-DD: the date as Intl writes it there. */
export function todayIn(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
}

export const isDateText = (text: string | null): text is string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T12:00:00Z`))

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
