import { sql } from 'kysely'

import type { Booking } from '../../../shared/booking.schema.ts'
import type { Db } from '../../db/database.ts'
import { toBooking } from '../booking-records/index.ts'
import type { ReminderDay } from './reminder-day.ts'

/** The column a stop's window is kept in: the pickup's, or the return's (migration 0033), each with its index. */
type StopColumn = 'pickup_start' | 'return_start'

/**
 * Bookings with a stop in [from, to), cancelled ones left out, in the stop's order: read through the index that
 * holds only the bookings with such a time (bookings_pickup_start_idx, bookings_return_start_idx).
 */
const scheduledQuery = (column: StopColumn) => (db: Db, from: number, to: number) =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where(column, '>=', from)
    .where(column, '<', to)
    .where('status', '!=', 'cancelled')
    .orderBy(column)
    .orderBy('id')

/** Bookings with a pickup in [from, to), cancelled ones left out, in pickup order. */
export const scheduledBookingsQuery = scheduledQuery('pickup_start')
/** Bookings with a return in [from, to) (issue 42 point 2), cancelled ones left out, in return order. */
export const scheduledReturnsQuery = scheduledQuery('return_start')

const listScheduled =
  (query: ReturnType<typeof scheduledQuery>) =>
  async (db: Db, from: number, to: number): Promise<Booking[]> =>
    (await query(db, from, to).execute()).map(toBooking)

/** Bookings with a pickup in [from, to), cancelled ones left out, in pickup order. */
export const listScheduledBookings = listScheduled(scheduledBookingsQuery)
/** Bookings with a return in [from, to), cancelled ones left out, in return order. */
export const listScheduledReturns = listScheduled(scheduledReturnsQuery)

/**
 * The open orders (pending or in progress) not picked up yet that have no pickup time, not archived, oldest first:
 * the Schedule's "No time yet" (issue 41 point 8). The conditions are the literals of the partial index
 * bookings_no_pickup_time_idx (migration 0045), as SQLite needs to match them; `+archived` keeps SQLite (which has
 * no statistics) off bookings_archived_created_idx, which would walk every booking not archived. Archived orders
 * among those without a time are few, so they are skipped as read.
 */
export const ordersWithNoTimeQuery = (db: Db, limit: number) =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where(sql<boolean>`pickup_start is null`)
    .where(sql<boolean>`picked_up_at is null`)
    .where(sql<boolean>`+archived = 0`)
    .where(sql<boolean>`status in ('pending', 'in-progress')`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)

export const listOrdersWithNoTime = async (db: Db, limit: number): Promise<Booking[]> =>
  (await ordersWithNoTimeQuery(db, limit).execute()).map(toBooking)

/**
 * Bookings due for the day-before reminder at `at`: a pickup (or a return) on the business's next day
 * [dayStart, dayEnd), not cancelled and not archived. The caller works the day out in the business's timezone (see
 * reminderDayAt) and keeps its own record of reminders sent, keyed by booking and start, so that a booking moved
 * since is reminded of its new time and never twice of one.
 */
const dueForReminder =
  (list: ReturnType<typeof listScheduled>) =>
  async (db: Db, { dayStart, dayEnd }: ReminderDay): Promise<Booking[]> => {
    // The archived ones are left out here, among a day's stops: asked in the query, SQLite's planner (which has no
    // statistics) read every booking not archived through bookings_archived_created_idx instead of the day's
    // through bookings_pickup_start_idx: 270 ms at a million bookings, once a minute in the reminder hours.
    const scheduled = await list(db, dayStart, dayEnd)
    return scheduled.filter((booking) => !booking.archived)
  }

export const findBookingsDueForReminder = dueForReminder(listScheduledBookings)
export const findReturnsDueForReminder = dueForReminder(listScheduledReturns)
