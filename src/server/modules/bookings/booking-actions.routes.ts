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
import { readBusinessSettings } from '../business/index.ts'
import { emailFailed, firstAttempt, queueBookingEmail, unsentReason } from '../outgoing-mail/index.ts'
import { archiveBooking, changeBookingStatus, unarchiveBooking } from './booking-lifecycle.ts'
import {
  bookingNotFound,
  findBookingById,
  lockExistingBooking,
  storableBookingId,
} from '../booking-records/index.ts'
import { queueReturnRequestOnCompletion } from '../pickup/index.ts'
import { queueReviewRequestOnPaid } from '../reviews/index.ts'

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
        response: {
          200: StatusUpdateResult,
          400: ApiError,
          401: ApiError,
          404: ApiError,
          409: ApiError,
          413: ApiError,
        },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const { status, notes, notifyCustomer, allowOverCapacity } = request.body
      const business = await readBusinessSettings(app.db)
      // The e-mail is queued with the change, so the change stands whatever the mail server does.
      const { booking, outboxId, reviewAsked } = await app.db.transaction().execute(async (trx) => {
        const now = Date.now()
        const { status: from } = await lockExistingBooking(trx, id)
        const changed = await changeBookingStatus(
          trx,
          id,
          { status, notes, allowOverCapacity },
          { now, timeZone: business.timezone },
        )
        // Completed: the customer is asked for a return time whether or not the owner ticked the e-mail; that
        // message stands in for the status e-mail and carries the note.
        const asked = await queueReturnRequestOnCompletion(app, trx, {
          from,
          booking: changed,
          now,
          note: notes,
        })
        const queue = notifyCustomer && changed.customerEmail && asked === undefined
        const paid = { from, booking: changed, now }
        return {
          booking: changed,
          reviewAsked: await queueReviewRequestOnPaid(trx, app.config.publicUrl, paid),
          outboxId: queue
            ? await queueBookingEmail(trx, 'status', changed, business, now, app.config.publicUrl, notes)
            : (asked ?? undefined),
        }
      })
      if (outboxId !== undefined || reviewAsked !== undefined) app.mailSender.wake()
      if (!notifyCustomer) return { booking, emailSent: false, emailError: null }
      if (outboxId === undefined) return { booking, emailSent: false, emailError: NO_EMAIL }
      const message = await firstAttempt(app, outboxId)
      if (message?.status === 'sent') return { booking, emailSent: true, emailError: null }
      return { booking, emailSent: false, emailError: `Email failed: ${unsentReason(message)}` }
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
      const business = await readBusinessSettings(app.db)
      const outboxId = await app.db
        .transaction()
        .execute((trx) =>
          queueBookingEmail(trx, 'confirmation', booking, business, Date.now(), app.config.publicUrl),
        )
      const message = await firstAttempt(app, outboxId)
      if (message?.status !== 'sent') throw emailFailed(unsentReason(message))
      return { message: `Confirmation email sent to ${booking.customerEmail}` }
    },
  )
}
