import { sql } from 'kysely'

import { meanRating } from '../../../shared/review.schema.ts'
import { REMINDER_FOLLOW_DAYS, type ComebackFigures } from '../../../shared/stats.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'

const FOLLOW_MS = REMINDER_FOLLOW_DAYS * 86_400_000

/** A share as a whole percent, rounded; 0 of nothing is 0. */
export const wholePercent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 100) / whole)

/**
 * SQLite reads the sent reminders through mail_outbox_rebook_sent_idx by name. Knowing nothing of how the kinds and
 * statuses spread (no ANALYZE), its planner takes mail_outbox_status_idx for the status instead and reads every
 * sent message: 200 ms for each of the two counts at a million messages, which held Reports' figures 400 ms. The
 * same name as the query builder's, so the rest of the query reads alike on both databases; PostgreSQL's statistics
 * choose the index.
 */
const SENT_REMINDERS_BY_INDEX =
  sql`mail_outbox as m indexed by mail_outbox_rebook_sent_idx` as unknown as 'mail_outbox as m'

/**
 * The sent "sharpening due" reminders (mail_outbox_rebook_sent_idx, migration 0042 holds only them). The kind and
 * status are written out, not bound: a database takes a partial index only for the values its condition names.
 */
const sentReminders = (db: Db) =>
  db
    .selectFrom(databaseKind(db) === 'sqlite' ? SENT_REMINDERS_BY_INDEX : 'mail_outbox as m')
    .where('m.kind', '=', sql.lit('rebook_reminder'))
    .where('m.status', '=', sql.lit('sent'))

/** How many reminders went out. */
export const remindersSentQuery = (db: Db) => sentReminders(db).select((eb) => eb.fn.countAll().as('count'))

/** The bookings made by a reminded customer within REMINDER_FOLLOW_DAYS of a reminder, each once. */
export const bookingsAfterReminderQuery = (db: Db) =>
  sentReminders(db)
    .innerJoin('bookings as reminded', 'reminded.id', 'm.booking_id')
    .innerJoin('bookings as next', (join) =>
      join
        .onRef('next.customer_id', '=', 'reminded.customer_id')
        .onRef('next.created_at', '>', 'm.sent_at')
        .on('next.created_at', '<=', sql<number>`m.sent_at + ${FOLLOW_MS}`),
    )
    .select(sql<number | string>`count(distinct next.id)`.as('count'))

/**
 * Reports' "customers who come back" (issue 43 point 6), without reading every booking: customers and repeat
 * customers from customer_stats (migration 0016's triggers); the reminders from their partial index, each one's
 * following bookings through bookings_customer_idx (customer, created_at); the ratings from reviews_rating_idx.
 */
export async function comebackFigures(db: Db): Promise<ComebackFigures> {
  const [people, reminders, followed, ratings] = await Promise.all([
    db.selectFrom('customer_stats').select(['customers', 'repeat_customers']).executeTakeFirst(),
    remindersSentQuery(db).executeTakeFirstOrThrow(),
    bookingsAfterReminderQuery(db).executeTakeFirstOrThrow(),
    db
      .selectFrom('reviews')
      .where('status', '=', 'approved')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('rating').as('sum')])
      .executeTakeFirstOrThrow(),
  ])
  const customers = Number(people?.customers ?? 0)
  const repeatCustomers = Number(people?.repeat_customers ?? 0)
  const ratedReviews = Number(ratings.count)
  return {
    customers,
    repeatCustomers,
    repeatShare: wholePercent(repeatCustomers, customers),
    remindersSent: Number(reminders.count),
    bookingsAfterReminder: Number(followed.count),
    averageRating: meanRating(Number(ratings.sum ?? 0), ratedReviews),
    ratedReviews,
  }
}
