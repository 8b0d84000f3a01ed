/** A formatter in the business's timezone; the browser's when it is not known (or not one Intl knows). */
export function dateFormatter(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone })
  } catch {
    return new Intl.DateTimeFormat('en-US', options)
  }
}

function format(isoDate: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? isoDate : dateFormatter(options, timeZone).format(date)
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' }
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' }
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' }

/** "Jan 5, 2025" in the business's timezone. */
export const formatDay = (isoDate: string, timeZone?: string) => format(isoDate, DATE, timeZone)

/** "Jan 5, 2025, 3:04 PM" in the business's timezone. */
export const formatDayTime = (isoDate: string, timeZone?: string) => format(isoDate, DATE_TIME, timeZone)

/** The order search's short form, "3/5/2026", in the business's timezone. */
export const formatShortDate = (isoDate: string, timeZone?: string) => format(isoDate, SHORT_DATE, timeZone)

/** The confirmation's long form, "March 5, 2026", in the business's timezone. */
export const formatLongDate = (isoDate: string, timeZone?: string) => format(isoDate, LONG_DATE, timeZone)
