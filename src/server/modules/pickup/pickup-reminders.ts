import type { Booking } from '../../../shared/booking.schema.ts'
import type { Db } from '../../db/database.ts'
import type { BookingRow } from '../../db/schema.ts'
import { type Business, queueBookingEmail } from '../outgoing-mail/index.ts'
import { lockBooking, toBooking } from '../booking-records/index.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'
import { reminderDayAt, type ReminderDay } from './reminder-day.ts'
import { findBookingsDueForReminder, findReturnsDueForReminder } from './scheduled-bookings.repository.ts'

export interface ReminderRound {
  now: number
  business: Business
  /** REMINDER_LOCAL_HOUR: reminders go out from this hour on, on the business's clock. */
  localHour: number
  /** PUBLIC_URL, for the order link in each reminder. */
  siteOrigin: string
}

/** Whether `now` is at or past the reminder hour of its own day on the business's clock. */
export function isReminderTime(now: number, timeZone: string, localHour: number): boolean {
  return now >= localTimeToInstant(localDateAt(now, timeZone), localHour * 60, timeZone)
}

/**
 * The reminders already queued for these bookings' pickups on the day: looked up by booking in the table's key,
 * rather than read through every reminder ever queued to find the day's.
 */
export const queuedRemindersQuery = (
  db: Db,
  bookingIds: readonly number[],
  { dayStart, dayEnd }: ReminderDay,
) =>
  db
    .selectFrom('pickup_reminders')
    .select(['booking_id', 'pickup_start'])
    .where('booking_id', 'in', bookingIds)
    .where('pickup_start', '>=', dayStart)
    .where('pickup_start', '<', dayEnd)

/** The reminders queued for these bookings' returns on the day (migration 0033), as queuedRemindersQuery. */
export const queuedReturnRemindersQuery = (
  db: Db,
  bookingIds: readonly number[],
  { dayStart, dayEnd }: ReminderDay,
) =>
  db
    .selectFrom('return_reminders')
    .select(['booking_id', 'return_start as start'])
    .where('booking_id', 'in', bookingIds)
    .where('return_start', '>=', dayStart)
    .where('return_start', '<', dayEnd)

/**
 * A stop the driver makes, for its reminder: a pickup, or a return (issue 42 point 2). Each has its own key table,
 * so a pickup and a return in one window are each reminded once.
 */
interface Stop {
  mail: 'reminder' | 'return_reminder'
  due(db: Db, day: ReminderDay): Promise<Booking[]>
  startOf(booking: Booking): string | null
  rowStart(row: BookingRow): number | null
  queued(db: Db, ids: readonly number[], day: ReminderDay): Promise<{ booking_id: number; start: number }[]>
  /** Takes the reminder's key; false when another process has it already. */
  take(trx: Db, bookingId: number, start: number, now: number): Promise<boolean>
}

const PICKUP: Stop = {
  mail: 'reminder',
  due: findBookingsDueForReminder,
  startOf: (booking) => booking.pickupStart,
  rowStart: (row) => row.pickup_start,
  queued: async (db, ids, day) =>
    (await queuedRemindersQuery(db, ids, day).execute()).map((row) => ({
      booking_id: row.booking_id,
      start: Number(row.pickup_start),
    })),
  take: async (trx, bookingId, start, now) =>
    (await trx
      .insertInto('pickup_reminders')
      .values({ booking_id: bookingId, pickup_start: start, queued_at: now })
      .onConflict((conflict) => conflict.columns(['booking_id', 'pickup_start']).doNothing())
      .returning('booking_id')
      .executeTakeFirst()) !== undefined,
}

const RETURN: Stop = {
  mail: 'return_reminder',
  due: findReturnsDueForReminder,
  startOf: (booking) => booking.returnStart,
  rowStart: (row) => row.return_start,
  queued: async (db, ids, day) =>
    (await queuedReturnRemindersQuery(db, ids, day).execute()).map((row) => ({
      booking_id: row.booking_id,
      start: Number(row.start),
    })),
  take: async (trx, bookingId, start, now) =>
    (await trx
      .insertInto('return_reminders')
      .values({ booking_id: bookingId, return_start: start, queued_at: now })
      .onConflict((conflict) => conflict.columns(['booking_id', 'return_start']).doNothing())
      .returning('booking_id')
      .executeTakeFirst()) !== undefined,
}

/**
 * One round of day-before reminders: from the reminder hour on, every pickup and every return on the business's
 * next day that has no reminder for its current time gets one, queued in the outbox. The key (booking id, start) in
 * pickup_reminders or return_reminders is taken in the same transaction as the message, so two processes never
 * queue one twice, and a booking moved since its reminder is reminded again of its new time. Cancelled and archived
 * bookings, and bookings without an e-mail address, get none. Answers how many were queued.
 */
export async function queueDueReminders(db: Db, round: ReminderRound): Promise<number> {
  const timeZone = round.business.timezone
  if (!isReminderTime(round.now, timeZone, round.localHour)) return 0
  const day = reminderDayAt(round.now, timeZone)
  return (
    (await queueStopReminders(db, round, day, PICKUP)) + (await queueStopReminders(db, round, day, RETURN))
  )
}

async function queueStopReminders(db: Db, round: ReminderRound, day: ReminderDay, stop: Stop) {
  const due = await stop.due(db, day)
  if (due.length === 0) return 0
  const keys = await stop.queued(
    db,
    due.map((booking) => booking.id),
    day,
  )
  const reminded = new Set(keys.map((key) => `${key.booking_id}@${key.start}`))
  let queued = 0
  for (const booking of due) {
    const start = Date.parse(stop.startOf(booking) ?? '')
    if (!booking.customerEmail || reminded.has(`${booking.id}@${start}`)) continue
    const sent = await db.transaction().execute(async (trx) => {
      // As the booking stands now: cancelled or moved since it was listed, it is left to the next round.
      const row = await lockBooking(trx, booking.id)
      if (!row || row.status === 'cancelled' || row.archived || stop.rowStart(row) !== start) return false
      if (!(await stop.take(trx, booking.id, start, round.now))) return false
      await queueBookingEmail(trx, stop.mail, toBooking(row), round.business, round.now, round.siteOrigin)
      return true
    })
    if (sent) queued += 1
  }
  return queued
}
