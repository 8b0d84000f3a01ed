import { dateTimeFormat } from '../../shared/date-time-format.ts'

/** "January 5, 2025", in the business's time zone. */
export function formatLongDate(iso: string, timeZone: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso))
}
