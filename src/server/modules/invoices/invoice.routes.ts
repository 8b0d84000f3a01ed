import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { readBusinessSettings, readPaymentSettings } from '../business/index.ts'
import { bookingNotFound, findBookingById, storableBookingId } from '../booking-records/index.ts'
import { attachToMail, composeInvoiceEmail, enqueueMail, orderLinkFor } from '../outgoing-mail/index.ts'
import { invoiceFor } from './invoice.ts'
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts'

export const InvoiceQueued = z
  .object({ message: z.string(), outboxId: z.number().int() })
  .meta({ id: 'InvoiceQueued' })

export const PDF_RESPONSE = {
  description: 'The invoice, a PDF',
  content: { 'application/pdf': { schema: z.string() } },
}

/** The admin's copy of an order's invoice, and the invoice e-mailed to the customer (issue 42 point 3). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/:id/invoice',
    {
      schema: {
        tags: ['invoices'],
        summary: 'E-mail the customer the invoice, its PDF attached (outbox kind invoice)',
        params: BookingIdParams,
        response: { 202: InvoiceQueued, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const id = storableBookingId(request.params.id)
      const [business, payment] = await Promise.all([
        readBusinessSettings(app.db),
        readPaymentSettings(app.db),
      ])
      const queued = await app.db.transaction().execute(async (trx) => {
        const booking = await findBookingById(trx, id)
        if (!booking) throw bookingNotFound()
        const now = app.clock.now()
        // Made and stored with the message: every attempt sends the invoice as it was when asked for.
        const pdf = await renderInvoicePdf({ booking, business, payment, now })
        const orderUrl = await orderLinkFor(trx, app.config.publicUrl, booking.id)
        const outboxId = await enqueueMail(trx, {
          kind: 'invoice',
          bookingId: booking.id,
          to: { name: booking.customerName, address: booking.customerEmail },
          composed: composeInvoiceEmail(booking, business, payment.paymentInstructions, orderUrl),
          businessEmail: business.email,
          now,
        })
        await attachToMail(trx, outboxId, {
          filename: invoiceFileName(booking),
          contentType: 'application/pdf',
          content: pdf,
        })
        return { message: `Invoice e-mailed to ${booking.customerEmail}`, outboxId }
      })
      app.mailSender.wake()
      return reply.code(202).send(queued)
    },
  )

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
