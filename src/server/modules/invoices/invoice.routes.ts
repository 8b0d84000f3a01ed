import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { bookingNotFound, storableBookingId } from '../bookings/booking-lifecycle.ts'
import { findBookingById } from '../bookings/bookings.repository.ts'
import { invoiceFor } from './invoice.ts'
import { invoiceFileName } from './invoice-pdf.ts'

export const PDF_RESPONSE = {
  description: 'The invoice, a PDF',
  content: { 'application/pdf': { schema: z.string() } },
}

/** The admin's copy of an order's invoice (issue 42 point 3). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/invoice.pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: "The order's invoice as a PDF: lines, total, paid, balance due, how to pay",
        params: BookingIdParams,
        response: { 200: PDF_RESPONSE, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const booking = await findBookingById(app.db, storableBookingId(request.params.id))
      if (!booking) throw bookingNotFound()
      const pdf = await invoiceFor(app.db, booking, app.clock.now())
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoiceFileName(booking)}"`)
        .send(pdf as never)
    },
  )
}
