/** A date in long form ("March 5, 2026") in the business's timezone; the browser's when none or an unknown one. */
export function formatLongDate(isoDate: string, timeZone?: string): string {
  const date = new Date(isoDate)
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date)
  }
}
