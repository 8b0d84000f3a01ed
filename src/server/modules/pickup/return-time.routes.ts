import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { Booking } from '../../../shared/booking.schema.ts'
import { SetReturnBody } from '../../../shared/return-time.schema.ts'
import { storableBookingId } from '../booking-records/index.ts'
import { setReturnByOwner } from './return-time.ts'

/** The owner sets or moves an order's return time (issue 42 point 2). */
export const returnTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/bookings/:id/return',
    {
      schema: {
        tags: ['pickup'],
        summary:
          'Set or move the return time; a full window answers 409 SLOT_FULL unless allowOverCapacity confirms it; e-mails the customer',
        params: BookingIdParams,
        body: SetReturnBody,
        response: { 200: Booking, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const { returnSlotStart, allowOverCapacity } = request.body
      const booking = await app.db
        .transaction()
        .execute((trx) =>
          setReturnByOwner(app, trx, id, { returnSlotStart, allowOverCapacity, now: app.clock.now() }),
        )
      app.mailSender.wake()
      return booking
    },
  )
}
