/** A date in short form ("3/5/2026") in the business's timezone; the browser's when none or an unknown one. */
export function formatShortDate(isoDate: string, timeZone?: string): string {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' }
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date)
  }
}
