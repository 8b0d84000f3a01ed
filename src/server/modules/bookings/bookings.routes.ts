import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { Booking, CreateBookingBody } from '../../../shared/booking.schema.ts'
import { groupCommitOf } from '../../db/group-commit.ts'
import { enforceRateLimit } from '../rate-limits/enforce-rate-limit.ts'
import { bookingActionsRoutes } from './booking-actions.routes.ts'
import { bookingsAdminRoutes } from './bookings-admin.routes.ts'
import { createBooking } from './create-booking.ts'

const TEN_MINUTES = 10 * 60 * 1000

/**
 * The limit (BOOKING_RATE_LIMIT_PER_10_MIN, 30 by default) is generous for a household booking twice, and tight
 * enough that one script cannot fill the Workflow Board.
 */
const tooManyBookings = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many bookings from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin's routes: closed by the session guard of the scope this plugin is registered in.
  await app.register(bookingsAdminRoutes)
  await app.register(bookingActionsRoutes)
  // Bookings arriving together share one commit on SQLite: the disk's fsync would otherwise cap them a second.
  const inBookingTransaction = groupCommitOf(app.db)

  app.post(
    '/api/bookings',
    {
      config: { public: true },
      schema: {
        tags: ['bookings'],
        summary: 'Book a sharpening; no sign-in. The server prices it and answers the whole booking',
        body: CreateBookingBody,
        response: { 201: Booking, 400: ApiError, 403: ApiError, 413: ApiError, 415: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const rule = { limit: app.config.rateLimits.bookingsPerTenMinutes, windowMs: TEN_MINUTES }
      const booking = await inBookingTransaction(async (trx) => {
        // All in the booking's own transaction (or savepoint): a refused booking counts for nothing.
        await enforceRateLimit(trx, `booking:${request.ip}`, rule, tooManyBookings)
        return createBooking(trx, request.body, {
          servedZips: app.config.business.servedZips,
          now: Date.now(),
        })
      })
      return reply.status(201).send(booking)
    },
  )
}
