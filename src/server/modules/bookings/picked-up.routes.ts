import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { Booking } from '../../../shared/booking.schema.ts'
import { PickedUpBody } from '../../../shared/picked-up.schema.ts'
import { readBusinessSettings } from '../business/index.ts'
import { queueBookingEmail } from '../outgoing-mail/index.ts'
import { storableBookingId } from '../booking-records/index.ts'
import { markPickedUp } from './picked-up.ts'

/** The owner marks an order picked up with what was measured; the customer is e-mailed the price (issue 42). */
export const pickedUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/:id/picked-up',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Mark picked up with the measured counts: prices it, in-progress, e-mails the customer',
        params: BookingIdParams,
        body: PickedUpBody,
        response: { 200: Booking, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const business = await readBusinessSettings(app.db)
      const booking = await app.db.transaction().execute(async (trx) => {
        const now = app.clock.now()
        const measured = await markPickedUp(trx, id, request.body, now)
        // Queued with the change: the customer hears the price whatever the mail server does meanwhile.
        await queueBookingEmail(trx, 'picked_up', measured, business, now, app.config.publicUrl)
        return measured
      })
      app.mailSender.wake()
      return booking
    },
  )
}
