import { addDays, localDateAt, startOfLocalDay } from '../../../shared/calendar.ts'

/** Reminders go out at 18:00 on the business's clock, the evening before the pickup. */
export const REMINDER_LOCAL_HOUR = 18

/** A day on the business's clock as instants: from its start, up to the next day's start. */
export interface ReminderDay {
  dayStart: number
  dayEnd: number
}

/** The business's day after the one `at` falls in, as instants: the pickups a reminder sent at `at` is about. */
export function reminderDayAt(at: number, timeZone: string): ReminderDay {
  const tomorrow = addDays(localDateAt(at, timeZone), 1)
  return {
    dayStart: startOfLocalDay(tomorrow, timeZone),
    dayEnd: startOfLocalDay(addDays(tomorrow, 1), timeZone),
  }
}
