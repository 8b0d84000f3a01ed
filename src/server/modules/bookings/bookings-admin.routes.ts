import { Readable } from 'node:stream'

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  BookingFilterQuery,
  BookingIdParams,
  BookingListQuery,
  BookingListResponse,
  BookingWithHistory,
  UpdateBookingBody,
} from '../../../shared/booking-admin.schema.ts'
import { Booking } from '../../../shared/booking.schema.ts'
import { businessTimeZone, readBusinessProfile } from '../business/index.ts'
import { editBooking } from './booking-edit.ts'
import {
  bookingNotFound,
  findBookingById,
  listBookingEvents,
  lockExistingBooking,
  storableBookingId,
} from '../booking-records/index.ts'
import { exportBookingsCsv, exportFileName } from './bookings-export.ts'
import { listBookingsPage } from './bookings-list.repository.ts'
import { queueReturnRequestOnCompletion } from '../pickup/index.ts'
import { queueReviewRequestOnPaid } from '../reviews/index.ts'

/** Customer data: kept out of shared caches, and out of the browser's once the tab is gone. */
const PRIVATE = 'no-store'

/** All Orders, Archived Orders, the Workflow Board, the export and the edit dialog; admin session required. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A page of orders: search, status and archive filters, sorted across all pages',
        querystring: BookingListQuery,
        response: { 200: BookingListResponse, 400: ApiError, 401: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      return listBookingsPage(app.db, request.query)
    },
  )

  app.get(
    '/api/bookings/export.csv',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Every order matching the search and filters as CSV (UTF-8 with BOM), in order-number order',
        querystring: BookingFilterQuery,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          400: ApiError,
          401: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { timezone } = await readBusinessProfile(app.db)
      const csv = Readable.from(exportBookingsCsv(app.db, request.query, timezone))
      return (
        reply
          .header('cache-control', PRIVATE)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(new Date(), timezone)}"`)
          // A stream goes out as it is read, never through the response schemas, which describe only the errors.
          .send(csv as never)
      )
    },
  )

  app.get(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One order and its history, newest first',
        params: BookingIdParams,
        response: { 200: BookingWithHistory, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      const id = storableBookingId(request.params.id)
      const booking = await findBookingById(app.db, id)
      if (!booking) throw bookingNotFound()
      return { ...booking, events: await listBookingEvents(app.db, id) }
    },
  )

  app.put(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: "The edit dialog's 'Update Booking': priced again by the server; answers the updated order",
        params: BookingIdParams,
        body: UpdateBookingBody,
        response: { 200: Booking, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const timeZone = await businessTimeZone(app)
      const edited = await app.db.transaction().execute(async (trx) => {
        const now = Date.now()
        const { status: from } = await lockExistingBooking(trx, id)
        const booking = await editBooking(trx, id, request.body, { now, timeZone })
        const asked = await queueReturnRequestOnCompletion(app, trx, { from, booking, now })
        const reviewAsked = await queueReviewRequestOnPaid(trx, app.config.publicUrl, { from, booking, now })
        return { booking, queued: asked !== undefined || reviewAsked !== undefined }
      })
      if (edited.queued) app.mailSender.wake()
      return edited.booking
    },
  )
}
