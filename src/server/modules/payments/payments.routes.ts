import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { NewPaymentBody, PaymentIdParams, PaymentList } from '../../../shared/payment.schema.ts'
import type { Db } from '../../db/database.ts'
import type { BookingRow } from '../../db/schema.ts'
import { readBusinessSettings } from '../business/index.ts'
import { bookingNotFound, storableBookingId, toBooking } from '../booking-records/index.ts'
import { type Business, composeReceiptEmail, enqueueMail, orderLinkFor } from '../outgoing-mail/index.ts'
import { queueReviewRequestOnPaid } from '../reviews/index.ts'
import { listPaymentRows, toPaymentList } from './payments.repository.ts'
import { recordPayment, voidPayment } from './payments.ts'

const errors = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 413: ApiError }

/** An order's payments as they now stand, in the caller's transaction. */
async function paymentListOf(db: Db, booking: BookingRow) {
  return toPaymentList(booking, await listPaymentRows(db, booking.id))
}

/** Payments for an order (issue 42 point 4): list, record, void. No card data: only how the owner was paid. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "An order's payments (voided ones included), the amount paid and the balance due",
        params: BookingIdParams,
        response: { 200: PaymentList, ...errors },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const booking = await app.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
      if (!booking) throw bookingNotFound()
      return paymentListOf(app.db, booking)
    },
  )

  app.post(
    '/api/bookings/:id/payments',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Record a payment (amount up to the balance due, plus a tip); paid in full: paid, and a receipt',
        params: BookingIdParams,
        body: NewPaymentBody,
        response: { 201: PaymentList, ...errors },
      },
    },
    async (request, reply) => {
      const id = storableBookingId(request.params.id)
      const business = await readBusinessSettings(app.db)
      const list = await app.db.transaction().execute(async (trx) => {
        const now = app.clock.now()
        const { booking, paidInFull, from } = await recordPayment(trx, id, request.body, now)
        const payments = await paymentListOf(trx, booking)
        if (paidInFull) {
          await queueReceipt(trx, booking, payments, business, now)
          const paid = { from, booking: toBooking(booking), now }
          await queueReviewRequestOnPaid(trx, app.config.publicUrl, paid)
        }
        return payments
      })
      app.mailSender.wake()
      return reply.code(201).send(list)
    },
  )

  app.post(
    '/api/bookings/:id/payments/:paymentId/void',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Void a payment: kept in the list, no longer counted; a paid order with a balance again is completed',
        params: PaymentIdParams,
        response: { 200: PaymentList, ...errors },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      return app.db.transaction().execute(async (trx) => {
        const booking = await voidPayment(trx, id, request.params.paymentId, app.clock.now())
        return paymentListOf(trx, booking)
      })
    },
  )

  /** The receipt, queued with the payment that settled the order. */
  async function queueReceipt(
    trx: Db,
    row: BookingRow,
    list: Awaited<ReturnType<typeof paymentListOf>>,
    business: Business,
    now: number,
  ) {
    const booking = toBooking(row)
    const orderUrl = await orderLinkFor(trx, app.config.publicUrl, booking.id)
    await enqueueMail(trx, {
      kind: 'receipt',
      bookingId: booking.id,
      to: { name: booking.customerName, address: booking.customerEmail },
      composed: composeReceiptEmail(booking, list.payments, business, orderUrl),
      businessEmail: business.email,
      now,
    })
  }
}
