import { apiUrl } from './api-read-urls.ts'

/**
 * The Schedule tab's view as its address keeps it (?date=, ?view=) and the reads it makes first, for the tab
 * (features/schedule) and for the server, which preloads them (server/plugins/page-hints.ts).
 */

export type ScheduleView = 'day' | 'week'

export const isDateText = (text: string | null): text is string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T12:00:00Z`))

/** Today in a time zone (the browser's when none is given), YYYY-MM-DD: the date as Intl writes it there. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)
}

/** The view the address asks for, and its date when it names a valid one. */
export function scheduleViewOf(params: URLSearchParams): { view: ScheduleView; date: string | undefined } {
  const dateParam = params.get('date')
  return {
    view: params.get('view') === 'week' ? 'week' : 'day',
    date: isDateText(dateParam) ? dateParam : undefined,
  }
}

export const scheduleDays = (view: ScheduleView) => (view === 'week' ? 7 : 1)

/** The pickups and returns of `days` days from `from`. */
export const scheduleUrl = (from: string, days: number) => apiUrl('/api/schedule', { from, days })

/** The orders with no pickup time yet, above the schedule. */
export const NO_TIME_YET_URL = '/api/schedule/no-time'
