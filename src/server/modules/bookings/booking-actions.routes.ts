import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  BookingIdParams,
  SendConfirmationResult,
  StatusUpdateBody,
  StatusUpdateResult,
} from '../../../shared/booking-admin.schema.ts'
import { Booking } from '../../../shared/booking.schema.ts'
import { conflict } from '../../http-errors.ts'
import { sendConfirmationEmail, sendStatusEmail } from './booking-emails.ts'
import {
  archiveBooking,
  bookingNotFound,
  changeBookingStatus,
  storableBookingId,
  unarchiveBooking,
} from './booking-lifecycle.ts'
import { findBookingById } from './bookings.repository.ts'

const NO_EMAIL = 'This booking has no e-mail address to send to.'

/** What the admin does to one order: status, archive and restore, the confirmation e-mail. */
export const bookingActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/bookings/:id/status',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Change the status (any to any) with optional notes; optionally e-mail the customer',
        params: BookingIdParams,
        body: StatusUpdateBody,
        response: { 200: StatusUpdateResult, 400: ApiError, 401: ApiError, 404: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const { status, notes, notifyCustomer } = request.body
      const booking = await app.db
        .transaction()
        .execute((trx) => changeBookingStatus(trx, id, { status, notes }, Date.now()))
      if (!notifyCustomer) return { booking, emailSent: false, emailError: null }
      if (!booking.customerEmail) return { booking, emailSent: false, emailError: NO_EMAIL }
      return { booking, ...(await sendStatusEmail(app, booking)) }
    },
  )

  app.patch(
    '/api/bookings/:id/archive',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Archive a completed, cancelled or paid order (409 otherwise)',
        params: BookingIdParams,
        response: { 200: Booking, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      return app.db.transaction().execute((trx) => archiveBooking(trx, id, Date.now()))
    },
  )

  app.patch(
    '/api/bookings/:id/unarchive',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Restore an archived order to All Orders',
        params: BookingIdParams,
        response: { 200: Booking, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      return app.db.transaction().execute((trx) => unarchiveBooking(trx, id, Date.now()))
    },
  )

  app.post(
    '/api/bookings/:id/send-confirmation',
    {
      schema: {
        tags: ['bookings'],
        summary: 'E-mail the customer a confirmation: items, prices, estimate, service promises, contact',
        params: BookingIdParams,
        response: {
          200: SendConfirmationResult,
          400: ApiError,
          401: ApiError,
          404: ApiError,
          409: ApiError,
          502: ApiError,
        },
      },
    },
    async (request) => {
      const booking = await findBookingById(app.db, storableBookingId(request.params.id))
      if (!booking) throw bookingNotFound()
      if (!booking.customerEmail) throw conflict(NO_EMAIL)
      await sendConfirmationEmail(app, booking)
      return { message: `Confirmation email sent to ${booking.customerEmail}` }
    },
  )
}
