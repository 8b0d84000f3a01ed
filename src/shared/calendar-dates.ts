/**
 * Plain calendar arithmetic on a day of the wall calendar: adding days, the first of a month, the weekday, the text.
 * No time zone is involved (shared/calendar.ts converts between days and instants), so the browser's admin screens
 * use it without the time zone library.
 */

/** A day on the business's wall calendar. */
export interface LocalDate {
  year: number
  /** 1 to 12. */
  month: number
  day: number
}

function fromUtcDate(date: Date): LocalDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** Plain calendar arithmetic: days and months carry over into months and years. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcDate(new Date(Date.UTC(date.year, date.month - 1, date.day + days)))
}

/** The first day of the month `months` after (or before) the one `date` is in. */
export function firstOfMonth(date: LocalDate, months = 0): LocalDate {
  return fromUtcDate(new Date(Date.UTC(date.year, date.month - 1 + months, 1)))
}

/** YYYY-MM-DD. */
export function formatLocalDate(date: LocalDate): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString().slice(0, 10)
}

/** ISO weekday, Monday 1 to Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1
}

/** "2026-03-08" → its LocalDate (the text is already checked). */
export function parseLocalDate(text: string): LocalDate {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) }
}
