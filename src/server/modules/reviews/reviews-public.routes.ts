import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { REVENUE_STATUSES } from '../../../shared/booking-status.ts'
import { isOrderTokenFormat } from '../../../shared/order-link.ts'
import { OrderReviewState, PublicReviews, ReviewBody } from '../../../shared/review.schema.ts'
import { countingWriteOf } from '../../db/group-commit.ts'
import type { Db } from '../../db/database.ts'
import type { BookingRow } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { findBookingIdByToken, lockBooking } from '../booking-records/index.ts'
import { orderNotFound } from '../order-page/index.ts'
import { enforceRateLimit, rateLimitClient } from '../rate-limits/index.ts'
import { findReviewOfBooking, insertReview, publicReviews } from './reviews.repository.ts'

const ONE_MINUTE = 60 * 1000
/** Any text: a malformed token is answered as a miss, exactly like an unknown one. */
const TokenParams = z.object({ token: z.string() })
const tooManyRequests = () => 'Too many requests for this page. Please wait a minute and try again.'
export const ALREADY_RATED = 'You have already rated this order. Thank you!'
export const NOT_FINISHED = 'You can rate this order once it is finished. We will e-mail you when it is.'

const finished = (status: string) => REVENUE_STATUSES.some((done) => done === status)

async function bookingIdOf(db: Db, token: string): Promise<number> {
  const bookingId = isOrderTokenFormat(token) ? await findBookingIdByToken(db, token) : undefined
  if (bookingId === undefined) throw orderNotFound()
  return bookingId
}

async function reviewState(db: Db, booking: Pick<BookingRow, 'id' | 'status'>): Promise<OrderReviewState> {
  const review = (await findReviewOfBooking(db, booking.id)) ?? null
  return {
    orderNumber: `#${booking.id}`,
    canReview: review === null && finished(booking.status),
    review,
  }
}

/** The customer's review of their order (with its private link) and the landing page's reviews. */
export const reviewsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const countRequest = countingWriteOf(app.db)
  const rule = { limit: app.config.rateLimits.orderPagePerMinute, windowMs: ONE_MINUTE }
  const limit = async (request: FastifyRequest) =>
    countRequest((db) => enforceRateLimit(db, `order:${rateLimitClient(request.ip)}`, rule, tooManyRequests))

  app.get(
    '/api/public/orders/:token/review',
    {
      config: { public: true },
      onRequest: limit,
      schema: {
        tags: ['reviews'],
        summary: "Whether the order can be rated, and the customer's review once written",
        params: TokenParams,
        response: { 200: OrderReviewState, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      const id = await bookingIdOf(app.db, request.params.token)
      const booking = await app.db
        .selectFrom('bookings')
        .select(['id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!booking) throw orderNotFound()
      return reviewState(app.db, booking)
    },
  )

  app.post(
    '/api/public/orders/:token/review',
    {
      config: { public: true },
      onRequest: limit,
      schema: {
        tags: ['reviews'],
        summary:
          'Rate a paid or completed order (1 to 5 stars, a comment, consent to publish); one per order',
        params: TokenParams,
        body: ReviewBody,
        response: {
          201: OrderReviewState,
          400: ApiError,
          404: ApiError,
          409: ApiError,
          413: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const id = await bookingIdOf(app.db, request.params.token)
      const { rating, comment, publish } = request.body
      const state = await app.db.transaction().execute(async (trx) => {
        const booking = await lockBooking(trx, id)
        if (!booking) throw orderNotFound()
        if (!finished(booking.status)) throw conflict(NOT_FINISHED)
        const written = await insertReview(trx, {
          bookingId: id,
          rating,
          comment,
          publish,
          now: app.clock.now(),
        })
        if (!written) throw conflict(ALREADY_RATED)
        return reviewState(trx, booking)
      })
      return reply.code(201).header('cache-control', 'no-store').send(state)
    },
  )

  app.get(
    '/api/public/reviews',
    {
      config: { public: true },
      schema: {
        tags: ['reviews'],
        summary: 'The approved reviews customers agreed to publish (latest few), their average and count',
        response: { 200: PublicReviews },
      },
    },
    async () => publicReviews(app.db),
  )
}
