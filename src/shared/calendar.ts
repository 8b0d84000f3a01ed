import { Temporal } from 'temporal-polyfill'

import { addDays, firstOfMonth, formatLocalDate, isoWeekday, type LocalDate } from './calendar-dates.ts'

export * from './calendar-dates.ts'

/**
 * The business's calendar in its time zone, written once: the local date of an instant, the start of a day, a
 * wall-clock time's instant, months and weeks. The time zone's rules are the Temporal API's (temporal-polyfill, until
 * Node and the browsers ship it): exact on the days the clocks change, and independent of the host's own zone. The
 * databases store instants and SQLite knows no time zones, so the queries take the boundaries worked out here.
 */

/**
 * A calendar answer kept once worked out: a day starts, and a wall-clock time falls, at the same instant every time
 * it is asked (a Reports visit or a schedule asks for dozens, and each is a few Temporal conversions). Kept until a few
 * thousand are, then forgotten all at once.
 */
function keptAnswers<A extends unknown[]>(keyOf: (...args: A) => string, compute: (...args: A) => number) {
  const answers = new Map<string, number>()
  return (...args: A): number => {
    const key = keyOf(...args)
    let answer = answers.get(key)
    if (answer === undefined) {
      if (answers.size >= 10_000) answers.clear()
      answer = compute(...args)
      answers.set(key, answer)
    }
    return answer
  }
}

/** The business's date at this instant. */
export function localDateAt(instant: number, timeZone: string): LocalDate {
  const { year, month, day } = zoned(instant, timeZone)
  return { year, month, day }
}

const zoned = (instant: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone)

/**
 * The first instant of a day in the business's time zone: local midnight, with the offset in force then; where a
 * change skips midnight itself, the day begins when the clocks jump.
 */
export const startOfLocalDay = keptAnswers(
  (date: LocalDate, timeZone: string) => `${timeZone} ${date.year}-${date.month}-${date.day}`,
  (date: LocalDate, timeZone: string) =>
    Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds,
)

/** Boundaries of the calendar month `now` falls in and of the one before it. */
export interface MonthBoundaries {
  lastMonthStart: number
  thisMonthStart: number
  nextMonthStart: number
}

export function monthBoundaries(now: number, timeZone: string): MonthBoundaries {
  const today = localDateAt(now, timeZone)
  return {
    lastMonthStart: startOfLocalDay(firstOfMonth(today, -1), timeZone),
    thisMonthStart: startOfLocalDay(firstOfMonth(today), timeZone),
    nextMonthStart: startOfLocalDay(firstOfMonth(today, 1), timeZone),
  }
}

/** A week from Monday 00:00 to the next Monday 00:00 (exclusive) in the business's timezone. */
export interface LocalWeek {
  /** The Monday, YYYY-MM-DD. */
  weekStart: string
  from: number
  to: number
}

/** The last `count` weeks, oldest first, ending with the week `now` falls in. */
export function recentWeeks(now: number, count: number, timeZone: string): LocalWeek[] {
  const today = localDateAt(now, timeZone)
  const thisMonday = addDays(today, 1 - isoWeekday(today))
  return Array.from({ length: count }, (_, index) => {
    const monday = addDays(thisMonday, (index - count + 1) * 7)
    return {
      weekStart: formatLocalDate(monday),
      from: startOfLocalDay(monday, timeZone),
      to: startOfLocalDay(addDays(monday, 7), timeZone),
    }
  })
}

/**
 * The instant a wall-clock time of a day reads in the business's time zone, right on the days the clocks change:
 * the offset in force at the result is the one used. A time the spring change skips (02:30) reads as the same
 * distance past the jump (03:30); a time the autumn change repeats is its first reading.
 */
export const localTimeToInstant = keptAnswers(
  (date: LocalDate, minuteOfDay: number, timeZone: string) =>
    `${timeZone} ${date.year}-${date.month}-${date.day} ${minuteOfDay}`,
  (date: LocalDate, minuteOfDay: number, timeZone: string) =>
    Temporal.PlainDate.from(date)
      .toPlainDateTime()
      .add({ minutes: minuteOfDay })
      .toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds,
)

/** The wall clock of an instant in the time zone: "2026-03-08 14:05". */
export function formatLocalDateTime(instant: number, timeZone: string): string {
  const local = zoned(instant, timeZone)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${formatLocalDate(local)} ${two(local.hour)}:${two(local.minute)}`
}
