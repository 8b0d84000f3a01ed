import { z } from 'zod'

import { isDisplayText } from './plain-text.ts'
import { pageLimit, pageNumber } from './page-query.ts'

/**
 * Reviews (issue 43 point 5). The customer rates a paid or completed order with its private link; the owner
 * moderates; approved reviews the customer agreed to publish show on the landing page.
 *
 *   GET  /api/public/orders/{token}/review   → OrderReviewState                     404 429
 *   POST /api/public/orders/{token}/review   ReviewBody → OrderReviewState (201)     400 404 409 429
 *   GET  /api/public/reviews                 → PublicReviews
 *   GET  /api/reviews?status=&page=&limit=   → ReviewList (admin)
 *   POST /api/reviews/{id}/approve | /hide   → AdminReview (admin)                   404
 */
export const REVIEW_COMMENT_MAX = 1000
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const
export const ReviewStatus = z.enum(REVIEW_STATUSES, {
  error: `status must be one of ${REVIEW_STATUSES.join(', ')}`,
})
export type ReviewStatus = z.infer<typeof ReviewStatus>

export const ReviewBody = z.object(
  {
    rating: z
      .number({ error: 'Please choose from 1 to 5 stars' })
      .int('Please choose from 1 to 5 stars')
      .min(1, 'Please choose from 1 to 5 stars')
      .max(5, 'Please choose from 1 to 5 stars'),
    comment: z
      .string({ error: 'The comment must be text' })
      .trim()
      .max(
        REVIEW_COMMENT_MAX,
        `Your comment must be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters`,
      )
      .refine(
        (text) => isDisplayText(text, { multiline: true }),
        'Your comment contains characters that are not allowed',
      )
      .default(''),
    publish: z.boolean({ error: 'Please say whether we may publish your review' }).default(false),
  },
  { error: 'The review must be a JSON object' },
)
export type ReviewBody = z.input<typeof ReviewBody>

/** The customer's own review, as the review page shows it back. */
export const OwnReview = z.object({
  rating: z.number().int(),
  comment: z.string(),
  publish: z.boolean(),
  at: z.iso.datetime(),
})

/** What the review page needs: whether the order can be rated yet, and the review once written. */
export const OrderReviewState = z
  .object({
    /** As the customer's screens show it: "#27". */
    orderNumber: z.string(),
    /** Paid or completed, and not rated yet. */
    canReview: z.boolean(),
    review: OwnReview.nullable(),
  })
  .meta({ id: 'OrderReviewState' })
export type OrderReviewState = z.infer<typeof OrderReviewState>

/** A review as the landing page shows it: the name is the first name and last initial ("Mary J."). */
export const PublicReview = z.object({
  rating: z.number().int(),
  comment: z.string(),
  name: z.string(),
  at: z.iso.datetime(),
})
export type PublicReview = z.infer<typeof PublicReview>

export const PublicReviews = z
  .object({
    /** The latest approved reviews the customers agreed to publish, newest first. */
    reviews: z.array(PublicReview),
    /** Over every approved, published review: the mean rating to one decimal, null when there is none. */
    average: z.number().nullable(),
    count: z.number().int(),
  })
  .meta({ id: 'PublicReviews' })
export type PublicReviews = z.infer<typeof PublicReviews>

export const REVIEW_PAGE_SIZE = 10
export const ReviewListQuery = z.object({
  status: ReviewStatus.default('pending'),
  page: pageNumber(),
  limit: pageLimit(REVIEW_PAGE_SIZE, 100),
})
export type ReviewListQuery = z.input<typeof ReviewListQuery>

export const AdminReview = z
  .object({
    id: z.number().int(),
    bookingId: z.number().int(),
    customerName: z.string(),
    /** As the landing page would show it. */
    publicName: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    publish: z.boolean(),
    status: ReviewStatus,
    at: z.iso.datetime(),
    moderatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminReview' })
export type AdminReview = z.infer<typeof AdminReview>

export const ReviewList = z
  .object({ reviews: z.array(AdminReview), total: z.number().int() })
  .meta({ id: 'ReviewList' })
export type ReviewList = z.infer<typeof ReviewList>

export const ReviewIdParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number'),
})

/** A mean rating to one decimal (the landing page's average, Reports'); null for none. */
export const meanRating = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10
