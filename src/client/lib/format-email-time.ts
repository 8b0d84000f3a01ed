import { dateFormatter as formatter } from '@/lib/format-date'

const dayOf = (date: Date, timeZone?: string) =>
  formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).format(date)

/** A row's time: "10:31 AM" today, "Jan 5, 10:31 AM" this year, "Jan 5, 2024" before. */
export function formatEmailTime(iso: string, timeZone?: string, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (dayOf(date, timeZone) === dayOf(now, timeZone)) {
    return formatter({ hour: 'numeric', minute: '2-digit' }, timeZone).format(date)
  }
  const sameYear = dayOf(date, timeZone).slice(-4) === dayOf(now, timeZone).slice(-4)
  return sameYear
    ? formatter({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, timeZone).format(date)
    : formatter({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(date)
}

/** The dialog's "Received": "January 5, 2025 at 10:31 AM". */
export function formatReceived(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return formatter({ dateStyle: 'long', timeStyle: 'short' }, timeZone).format(date)
}
