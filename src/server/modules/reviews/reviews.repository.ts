import type { Selectable } from 'kysely'

import type { AdminReview, PublicReviews, ReviewList, ReviewStatus } from '../../../shared/review.schema.ts'
import { meanRating, ReviewStatus as ReviewStatusSchema } from '../../../shared/review.schema.ts'
import type { Db } from '../../db/database.ts'
import type { ReviewsTable } from '../../db/schema.ts'
import { shortenName } from '../public/index.ts'

/** How many reviews the landing page shows; the average and count cover them all. */
export const LANDING_REVIEWS = 6

const iso = (instant: number | string) => new Date(Number(instant)).toISOString()

type ReviewRow = Selectable<ReviewsTable> & { customer_name: string }

function toAdminReview(row: ReviewRow): AdminReview {
  return {
    id: row.id,
    bookingId: row.booking_id,
    customerName: row.customer_name,
    publicName: shortenName(row.customer_name),
    rating: row.rating,
    comment: row.comment,
    publish: row.publish === 1,
    status: ReviewStatusSchema.safeParse(row.status).data ?? 'pending',
    at: iso(row.created_at),
    moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
  }
}

const withCustomer = (db: Db) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .selectAll('r')
    .select('b.customer_name')

/** The order's review as its customer wrote it, if any. */
export async function findReviewOfBooking(db: Db, bookingId: number) {
  const row = await db
    .selectFrom('reviews')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
  return (
    row && { rating: row.rating, comment: row.comment, publish: row.publish === 1, at: iso(row.created_at) }
  )
}

/** Writes the order's review, waiting for moderation; false when the order has one already (its unique key). */
export async function insertReview(
  db: Db,
  review: { bookingId: number; rating: number; comment: string; publish: boolean; now: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('reviews')
    .values({
      booking_id: review.bookingId,
      rating: review.rating,
      comment: review.comment,
      publish: review.publish ? 1 : 0,
      status: 'pending',
      created_at: review.now,
    })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** A page of the reviews in one moderation state, newest first (reviews_status_idx). */
export async function listReviews(
  db: Db,
  query: { status: ReviewStatus; page: number; limit: number },
): Promise<ReviewList> {
  const [rows, counted] = await Promise.all([
    withCustomer(db)
      .where('r.status', '=', query.status)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    db
      .selectFrom('reviews')
      .where('status', '=', query.status)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { reviews: rows.map(toAdminReview), total: Number(counted.total) }
}

/** The owner approves or hides a review (either way round, again and again); undefined for an unknown id. */
export async function moderateReview(
  db: Db,
  id: number,
  status: Exclude<ReviewStatus, 'pending'>,
  now: number,
): Promise<AdminReview | undefined> {
  const updated = await db
    .updateTable('reviews')
    .set({ status, moderated_at: now })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst()
  if (!updated) return undefined
  const row = await withCustomer(db).where('r.id', '=', id).executeTakeFirstOrThrow()
  return toAdminReview(row)
}

/** The landing page's reviews: the latest approved ones their customers agreed to publish, and all their average. */
export async function publicReviews(db: Db): Promise<PublicReviews> {
  const shown = db.selectFrom('reviews').where('status', '=', 'approved').where('publish', '=', 1)
  const [rows, totals] = await Promise.all([
    withCustomer(db)
      .where('r.status', '=', 'approved')
      .where('r.publish', '=', 1)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(LANDING_REVIEWS)
      .execute(),
    shown
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('rating').as('sum')])
      .executeTakeFirstOrThrow(),
  ])
  const count = Number(totals.count)
  return {
    reviews: rows.map((row) => ({
      rating: row.rating,
      comment: row.comment,
      name: shortenName(row.customer_name),
      at: iso(row.created_at),
    })),
    average: meanRating(Number(totals.sum ?? 0), count),
    count,
  }
}
