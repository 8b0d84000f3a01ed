import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { BookingContactComparison } from '../../../shared/booking-contact.schema.ts'
import { bookingNotFound, storableBookingId } from '../booking-records/index.ts'
import { adoptBookingContact, compareBookingContact } from './booking-contact.repository.ts'

/** The order's "contact differs from the saved customer" note, and the admin's one click to adopt it. */
export const bookingContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/contact',
    {
      schema: {
        tags: ['customers'],
        summary: "Where the order's contact details differ from its saved customer's",
        params: BookingIdParams,
        response: { 200: BookingContactComparison, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const comparison = await compareBookingContact(app.db, storableBookingId(request.params.id))
      if (!comparison) throw bookingNotFound()
      return comparison
    },
  )

  app.post(
    '/api/bookings/:id/adopt-contact',
    {
      schema: {
        tags: ['customers'],
        summary: "The saved customer takes the order's contact details; answers the comparison afterwards",
        params: BookingIdParams,
        response: {
          200: BookingContactComparison,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const comparison = await app.db.transaction().execute(async (trx) => {
        if (!(await adoptBookingContact(trx, id, Date.now()))) return undefined
        return compareBookingContact(trx, id)
      })
      if (!comparison) throw bookingNotFound()
      return comparison
    },
  )
}
