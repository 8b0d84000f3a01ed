import type { Booking } from '../../../shared/booking.schema.ts'
import type { Db } from '../../db/database.ts'
import { toBooking } from '../bookings/bookings.repository.ts'
import type { ReminderDay } from './reminder-day.ts'

/**
 * Bookings with a pickup in [from, to), cancelled ones left out, in pickup order: read through
 * bookings_pickup_start_idx, which holds only the bookings with a pickup time.
 */
export const scheduledBookingsQuery = (db: Db, from: number, to: number) =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where('pickup_start', '>=', from)
    .where('pickup_start', '<', to)
    .where('status', '!=', 'cancelled')
    .orderBy('pickup_start')
    .orderBy('id')

/** Bookings with a pickup in [from, to), cancelled ones left out, in pickup order. */
export async function listScheduledBookings(db: Db, from: number, to: number): Promise<Booking[]> {
  const rows = await scheduledBookingsQuery(db, from, to).execute()
  return rows.map(toBooking)
}

/**
 * Bookings due for the day-before reminder at `at`: a pickup on the business's next day [dayStart, dayEnd),
 * not cancelled and not archived. The caller works the day out in the business's timezone (see
 * reminderDayAt) and keeps its own record of reminders sent, keyed by booking and pickup start, so that a
 * booking moved since is reminded of its new time and never twice of one.
 */
export async function findBookingsDueForReminder(
  db: Db,
  { dayStart, dayEnd }: ReminderDay,
): Promise<Booking[]> {
  // The archived ones are left out here, among a day's pickups: asked in the query, SQLite's planner (which has no
  // statistics) read every booking not archived through bookings_archived_created_idx instead of the day's
  // through bookings_pickup_start_idx: 270 ms at a million bookings, once a minute in the reminder hours.
  const scheduled = await listScheduledBookings(db, dayStart, dayEnd)
  return scheduled.filter((booking) => !booking.archived)
}

/**
 * Bookings with a return in [from, to) (issue 42 point 2), cancelled ones left out, in return order: read through
 * bookings_return_start_idx (migration 0033), which holds only the bookings with a return time.
 */
export const scheduledReturnsQuery = (db: Db, from: number, to: number) =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where('return_start', '>=', from)
    .where('return_start', '<', to)
    .where('status', '!=', 'cancelled')
    .orderBy('return_start')
    .orderBy('id')

/** Bookings with a return in [from, to), cancelled ones left out, in return order. */
export async function listScheduledReturns(db: Db, from: number, to: number): Promise<Booking[]> {
  const rows = await scheduledReturnsQuery(db, from, to).execute()
  return rows.map(toBooking)
}

/** Bookings due for the day-before reminder of their return, as findBookingsDueForReminder for pickups. */
export async function findReturnsDueForReminder(
  db: Db,
  { dayStart, dayEnd }: ReminderDay,
): Promise<Booking[]> {
  const scheduled = await listScheduledReturns(db, dayStart, dayEnd)
  return scheduled.filter((booking) => !booking.archived)
}
