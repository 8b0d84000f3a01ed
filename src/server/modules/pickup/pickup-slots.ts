import { minutesOfTime, type PickupSettings } from '../../../shared/pickup.schema.ts'
import {
  addDays,
  formatLocalDate,
  isoWeekday,
  localDateAt,
  localTimeToInstant,
  startOfLocalDay,
  type LocalDate,
} from '../../../shared/calendar.ts'

const HOUR = 3_600_000

/** One occurrence of a weekly window on a given day, as instants. */
export interface WindowOccurrence {
  /** The business's date, YYYY-MM-DD. */
  date: string
  start: number
  end: number
  capacity: number
}

export type PickupRules = PickupSettings

/** The closure covering a day, if any (dates compare as text: YYYY-MM-DD). */
export function closureOn(rules: PickupRules, date: string) {
  return rules.closures.find((closure) => closure.from <= date && date <= closure.to)
}

/** Every window of one day, open or closed, in start order. */
export function windowsOn(rules: PickupRules, date: LocalDate, timeZone: string): WindowOccurrence[] {
  const weekday = isoWeekday(date)
  return rules.windows
    .filter((window) => window.weekday === weekday)
    .map((window) => ({
      date: formatLocalDate(date),
      start: localTimeToInstant(date, minutesOfTime(window.start), timeZone),
      end: localTimeToInstant(date, minutesOfTime(window.end), timeZone),
      capacity: window.capacity,
    }))
    .sort((a, b) => a.start - b.start)
}

/** The windows of `days` days from `from`, closed days left out when `skipClosed`. */
export function windowsBetween(
  rules: PickupRules,
  from: LocalDate,
  days: number,
  timeZone: string,
  { skipClosed = true } = {},
): WindowOccurrence[] {
  return Array.from({ length: days }, (_, offset) => addDays(from, offset)).flatMap((date) =>
    skipClosed && closureOn(rules, formatLocalDate(date)) ? [] : windowsOn(rules, date, timeZone),
  )
}

/** Why a window cannot be booked at `now`, as a sentence for the customer; null when it can. */
export function whyUnbookable(
  rules: PickupRules,
  window: WindowOccurrence,
  now: number,
  timeZone: string,
): string | null {
  if (window.start <= now) return 'That pickup time has already passed. Please choose another.'
  if (closureOn(rules, window.date)) return 'We are closed that day. Please choose another pickup time.'
  if (window.start - now < rules.leadHours * HOUR) {
    return `That pickup time is too soon: pickups must be booked at least ${rules.leadHours} hours ahead. Please choose a later one.`
  }
  // As instants, not as date texts: a day past the year 9999 is written "+010000-01-01", which sorts first.
  const afterHorizon = startOfLocalDay(addDays(localDateAt(now, timeZone), rules.horizonDays + 1), timeZone)
  if (window.start >= afterHorizon) {
    return `That pickup time is too far ahead: pickups can be booked up to ${rules.horizonDays} days ahead. Please choose an earlier one.`
  }
  return null
}

export const NO_SUCH_WINDOW =
  'There is no pickup window at that time. Please choose one of the pickup times offered.'

/** The window starting at this instant on the business's calendar, if the weekly rules have one. */
export function windowStartingAt(rules: PickupRules, start: number, timeZone: string) {
  return windowsOn(rules, localDateAt(start, timeZone), timeZone).find((window) => window.start === start)
}

/** The windows a customer may book from `from` for `days` days. */
export function bookableWindows(
  rules: PickupRules,
  from: LocalDate,
  days: number,
  now: number,
  timeZone: string,
): WindowOccurrence[] {
  return windowsBetween(rules, from, days, timeZone).filter(
    (window) => whyUnbookable(rules, window, now, timeZone) === null,
  )
}
