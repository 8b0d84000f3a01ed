/**
 * Calendar months and weeks in the business's timezone, as epoch-millisecond boundaries for the queries: the
 * databases store instants and SQLite knows no timezones, so the wall clock is worked out here, with Intl.
 */

/** A day on the business's wall calendar. */
export interface LocalDate {
  year: number
  /** 1 to 12. */
  month: number
  day: number
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock reading of an instant, written as if it were UTC (whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

/** How far the wall clock is ahead of UTC at this instant (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000
}

function fromUtcDate(date: Date): LocalDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const sameDate = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day

/**
 * A calendar answer kept once worked out: a day starts, and a wall-clock time falls, at the same instant every time
 * it is asked (a few Intl readings each, and a Reports visit or a schedule asks for dozens). Kept until a few
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
  return fromUtcDate(new Date(wallClock(instant, timeZone)))
}

/** Plain calendar arithmetic: days and months carry over into months and years. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcDate(new Date(Date.UTC(date.year, date.month - 1, date.day + days)))
}

/** The first day of the month `months` after (or before) the one `date` is in. */
export function firstOfMonth(date: LocalDate, months = 0): LocalDate {
  return fromUtcDate(new Date(Date.UTC(date.year, date.month - 1 + months, 1)))
}

/** YYYY-MM-DD. */
export function formatLocalDate(date: LocalDate): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString().slice(0, 10)
}

/**
 * The first instant of a day in the business's timezone. The offset may change within a day of midnight (summer
 * time), so both offsets in force a day either side are tried, and the earliest instant already on that date
 * wins; where midnight itself is skipped, the day begins when the clocks jump.
 */
export const startOfLocalDay = keptAnswers(
  (date: LocalDate, timeZone: string) => `${timeZone} ${date.year}-${date.month}-${date.day}`,
  computeStartOfLocalDay,
)

function computeStartOfLocalDay(date: LocalDate, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day)
  const candidates = [offsetAt(wall - DAY, timeZone), offsetAt(wall + DAY, timeZone)]
    .map((offset) => wall - offset)
    .filter((instant) => sameDate(localDateAt(instant, timeZone), date))
  return candidates.length ? Math.min(...candidates) : wall - offsetAt(wall, timeZone)
}

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
  const daysSinceMonday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7
  const thisMonday = addDays(today, -daysSinceMonday)
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
 * The instant a wall-clock time of a day reads in the business's timezone, right on the days the clocks change:
 * the offset in force at the result is the one used. A time the spring change skips (02:30) reads as the same
 * distance past the jump (03:30); a time the autumn change repeats is its first reading.
 */
export const localTimeToInstant = keptAnswers(
  (date: LocalDate, minuteOfDay: number, timeZone: string) =>
    `${timeZone} ${date.year}-${date.month}-${date.day} ${minuteOfDay}`,
  computeLocalTimeToInstant,
)

function computeLocalTimeToInstant(date: LocalDate, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minuteOfDay)
  const before = wall - offsetAt(wall - DAY / 2, timeZone)
  const after = wall - offsetAt(wall + DAY / 2, timeZone)
  const readsRight = (instant: number) => wallClock(instant, timeZone) === wall
  if (readsRight(before) && readsRight(after)) return Math.min(before, after)
  if (readsRight(before)) return before
  if (readsRight(after)) return after
  // Skipped by the spring change: the offset before the jump carries the time past it.
  return Math.max(before, after)
}

/** ISO weekday, Monday 1 to Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1
}

/** "2026-03-08" → its LocalDate (the text is already checked). */
export function parseLocalDate(text: string): LocalDate {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) }
}
