/** Calendar arithmetic on YYYY-MM-DD texts, as the schedule's address and API use them. */
export function shiftDate(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/** The Monday of the week a date is in. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7
  return shiftDate(date, -weekday)
}

/** Today in a timezone, YYYY-MM-DD. */
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
