import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { CreateBookingBody } from '../../../shared/booking.schema.ts'
import { orderPageUrl } from '../../../shared/order-link.ts'
import { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { rateLimitClient } from '../rate-limits/index.ts'
import { groupCommitOf } from '../../db/group-commit.ts'
import { bookingActionsRoutes } from './booking-actions.routes.ts'
import { bookingEmail } from '../outgoing-mail/index.ts'
import { bookingsAdminRoutes } from './bookings-admin.routes.ts'
import { pickedUpRoutes } from './picked-up.routes.ts'
import { bookingRulesOfGroup } from './booking-rules.ts'
import { createBooking, type NewBookingWrites } from './create-booking.ts'

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
  await app.register(pickedUpRoutes)
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
        response: {
          201: CreatedBooking,
          400: ApiError,
          403: ApiError,
          409: ApiError,
          413: ApiError,
          415: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const limit = {
        key: `booking:${rateLimitClient(request.ip)}`,
        rule: { limit: app.config.rateLimits.bookingsPerTenMinutes, windowMs: TEN_MINUTES },
        message: tooManyBookings,
      }
      const booking = await inBookingTransaction(async (trx) => {
        // All in the booking's own transaction (or savepoint): a refused booking counts for nothing.
        const { business } = await bookingRulesOfGroup(trx)
        const now = Date.now()
        const context = {
          servedZips: business.servedZips,
          prices: business.prices,
          now,
          timeZone: business.timezone,
        }
        // The confirmation e-mail is queued with the booking (AUTO_CONFIRMATION_EMAIL), so it is never lost.
        const mail: NewBookingWrites['mail'] = app.config.mail.autoConfirmation
          ? (created) =>
              bookingEmail(
                'confirmation',
                created,
                business,
                now,
                orderPageUrl(app.config.publicUrl, created.accessToken),
              )
          : undefined
        return createBooking(trx, request.body, context, { limit, mail })
      })
      app.mailSender.wake()
      return reply.status(201).send(booking)
    },
  )
}
