const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' }

function format(isoDate: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date)
  } catch {
    // An unknown timezone in the settings: the browser's own rather than nothing.
    return new Intl.DateTimeFormat('en-US', options).format(date)
  }
}

/** "Jan 5, 2025" in the business's timezone. */
export const formatDay = (isoDate: string, timeZone?: string) => format(isoDate, DATE, timeZone)

/** "Jan 5, 2025, 3:04 PM" in the business's timezone. */
export const formatDayTime = (isoDate: string, timeZone?: string) => format(isoDate, DATE_TIME, timeZone)
