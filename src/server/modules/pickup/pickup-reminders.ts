import type { Booking } from '../../../shared/booking.schema.ts'
import type { Db } from '../../db/database.ts'
import { queueBookingEmail } from '../outgoing-mail/booking-emails.ts'
import { lockBooking } from '../bookings/booking-lock.ts'
import { toBooking } from '../bookings/bookings.repository.ts'
import type { Business } from '../outgoing-mail/email-parts.ts'
import { localDateAt, localTimeToInstant } from '../stats/business-calendar.ts'
import { reminderDayAt, type ReminderDay } from './reminder-day.ts'
import { findBookingsDueForReminder } from './scheduled-bookings.repository.ts'

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

/** The reminders queued for these bookings' pickups on the day, as `bookingId@pickupStart`. */
async function remindersOf(db: Db, bookings: readonly Booking[], day: ReminderDay) {
  const ids = bookings.map((booking) => booking.id)
  const rows = await queuedRemindersQuery(db, ids, day).execute()
  return new Set(rows.map((row) => `${row.booking_id}@${Number(row.pickup_start)}`))
}

/**
 * One round of day-before reminders: from the reminder hour on, every pickup on the business's next day that
 * has no reminder for its current time gets one, queued in the outbox. The key (booking id, pickup start) in
 * pickup_reminders is taken in the same transaction as the message, so two processes never queue one twice, and
 * a booking moved since its reminder is reminded again of its new time. Cancelled and archived bookings, and
 * bookings without an e-mail address, get none. Answers how many were queued.
 */
export async function queueDueReminders(db: Db, round: ReminderRound): Promise<number> {
  const timeZone = round.business.timezone
  if (!isReminderTime(round.now, timeZone, round.localHour)) return 0
  const day = reminderDayAt(round.now, timeZone)
  const due = await findBookingsDueForReminder(db, day)
  if (due.length === 0) return 0
  const reminded = await remindersOf(db, due, day)
  let queued = 0
  for (const booking of due) {
    const pickupStart = Date.parse(booking.pickupStart ?? '')
    if (!booking.customerEmail || reminded.has(`${booking.id}@${pickupStart}`)) continue
    const sent = await db.transaction().execute(async (trx) => {
      // As the booking stands now: cancelled or moved since it was listed, it is left to the next round.
      const row = await lockBooking(trx, booking.id)
      if (!row || row.status === 'cancelled' || row.archived || row.pickup_start !== pickupStart) return false
      const key = await trx
        .insertInto('pickup_reminders')
        .values({ booking_id: booking.id, pickup_start: pickupStart, queued_at: round.now })
        .onConflict((conflict) => conflict.columns(['booking_id', 'pickup_start']).doNothing())
        .returning('booking_id')
        .executeTakeFirst()
      if (!key) return false
      await queueBookingEmail(trx, 'reminder', toBooking(row), round.business, round.now, round.siteOrigin)
      return true
    })
    if (sent) queued += 1
  }
  return queued
}
