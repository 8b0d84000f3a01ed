import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { AdminReview, ReviewIdParams, ReviewList, ReviewListQuery } from '../../../shared/review.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import { notFound } from '../../http-errors.ts'
import { listReviews, moderateReview } from './reviews.repository.ts'

const noSuchReview = () => notFound('Review not found')

/** The owner moderates reviews (issue 43 point 5): pending ones wait; approved ones the customer let us publish show. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A page of reviews waiting for moderation, approved or hidden, newest first',
        querystring: ReviewListQuery,
        response: { 200: ReviewList, 400: ApiError, 401: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      return listReviews(app.db, request.query)
    },
  )

  for (const [action, status] of [
    ['approve', 'approved'],
    ['hide', 'hidden'],
  ] as const) {
    app.post(
      `/api/reviews/:id/${action}`,
      {
        schema: {
          tags: ['reviews'],
          summary:
            status === 'approved'
              ? 'Approve a review: shown on the landing page when its customer agreed to publish it'
              : 'Hide a review: never shown, and left out of the average',
          params: ReviewIdParams,
          response: { 200: AdminReview, 400: ApiError, 401: ApiError, 404: ApiError },
        },
      },
      async (request) => {
        if (!isRowId(request.params.id)) throw noSuchReview()
        const review = await moderateReview(app.db, request.params.id, status, app.clock.now())
        if (!review) throw noSuchReview()
        return review
      },
    )
  }
}
