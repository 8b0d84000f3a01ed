import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { isOrderTokenFormat } from '../../../shared/order-link.ts'
import {
  OrderMessageBody,
  OrderMessageResult,
  PublicOrder,
  RescheduleOrderBody,
} from '../../../shared/order-page.schema.ts'
import { countingWriteOf } from '../../db/group-commit.ts'
import type { Db } from '../../db/database.ts'
import { findBookingById, findBookingIdByToken, listBookingEvents } from '../booking-records/index.ts'
import { readBusinessProfile, readPaymentSettings } from '../business/index.ts'
import { enforceRateLimit, rateLimitClient } from '../rate-limits/index.ts'
import { cancelPendingOrder, storeOrderMessage } from './customer-actions.ts'
import { statusMailTimes } from './emailed-notes.ts'
import { rescheduleOrder } from './reschedule-order.ts'
import { chooseReturnTime } from './choose-return.ts'
import { ChooseReturnBody } from '../../../shared/return-time.schema.ts'
import { orderNotFound, toPublicOrder } from './public-order.ts'
import { invoiceFileName, invoiceFor, PDF_RESPONSE } from '../invoices/index.ts'

const ONE_MINUTE = 60 * 1000
const TEN_MINUTES = 10 * ONE_MINUTE
/** The customer's own data: no shared cache, no browser cache once the tab is gone, no Referer to follow links. */
const PRIVATE = 'no-store'

/** What a change of the order's pickup or return window answers: the order as it now is, or why not. */
const WINDOW_CHANGE_RESPONSES = {
  200: PublicOrder,
  400: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  413: ApiError,
  415: ApiError,
  429: ApiError,
}

/** Any text: a malformed token is answered as a miss, exactly like an unknown or reset one. */
const TokenParams = z.object({ token: z.string() })

const tooManyRequests = () => 'Too many requests for this page. Please wait a minute and try again.'
const tooManyActions = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many changes from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/** The booking a token opens, or the one 404 for every token that opens nothing. */
async function bookingIdOf(db: Db, token: string): Promise<number> {
  const bookingId = isOrderTokenFormat(token) ? await findBookingIdByToken(db, token) : undefined
  if (bookingId === undefined) throw orderNotFound()
  return bookingId
}

/**
 * The customer's private order page: no sign-in, the token is the key. Each client address is limited across
 * these routes (ORDER_PAGE_RATE_LIMIT_PER_MIN), and the changes more tightly (ORDER_ACTION_RATE_LIMIT_PER_10_MIN).
 * The request log shows the route's pattern, never the token (plugins/request-log.ts).
 */
export const orderPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const countRequest = countingWriteOf(app.db)
  const pageRule = { limit: app.config.rateLimits.orderPagePerMinute, windowMs: ONE_MINUTE }
  const actionRule = { limit: app.config.rateLimits.orderActionsPerTenMinutes, windowMs: TEN_MINUTES }
  // On request, before the body is read: a guess or a flood costs as much as a real request.
  const limitPage = async (request: FastifyRequest) =>
    countRequest((db) =>
      enforceRateLimit(db, `order:${rateLimitClient(request.ip)}`, pageRule, tooManyRequests),
    )
  const limitAction = async (request: FastifyRequest) => {
    await limitPage(request)
    await countRequest((db) =>
      enforceRateLimit(db, `order-action:${rateLimitClient(request.ip)}`, actionRule, tooManyActions),
    )
  }

  async function readOrder(db: Db, bookingId: number) {
    const booking = await findBookingById(db, bookingId)
    if (!booking) throw orderNotFound()
    const [events, emailedAt, payment] = await Promise.all([
      listBookingEvents(db, bookingId),
      statusMailTimes(db, bookingId),
      readPaymentSettings(db),
    ])
    return toPublicOrder(booking, events, emailedAt, payment)
  }

  app.get(
    '/api/public/orders/:token',
    {
      config: { public: true },
      onRequest: limitPage,
      schema: {
        tags: ['public'],
        summary: 'The whole order for the holder of its private link, with its timeline',
        params: TokenParams,
        response: { 200: PublicOrder, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      return readOrder(app.db, await bookingIdOf(app.db, request.params.token))
    },
  )

  app.get(
    '/api/public/orders/:token/invoice.pdf',
    {
      config: { public: true },
      onRequest: limitPage,
      schema: {
        tags: ['public'],
        summary: "The order's invoice as a PDF, for the holder of its private link",
        params: TokenParams,
        response: { 200: PDF_RESPONSE, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const booking = await findBookingById(app.db, await bookingIdOf(app.db, request.params.token))
      if (!booking) throw orderNotFound()
      const pdf = await invoiceFor(app.db, booking, app.clock.now())
      return reply
        .header('cache-control', PRIVATE)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoiceFileName(booking)}"`)
        .send(pdf as never)
    },
  )

  app.post(
    '/api/public/orders/:token/cancel',
    {
      config: { public: true },
      onRequest: limitAction,
      schema: {
        tags: ['public'],
        summary: 'Cancel the order while it is pending (409 afterwards); no body',
        params: TokenParams,
        response: { 200: PublicOrder, 404: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      const bookingId = await bookingIdOf(app.db, request.params.token)
      await app.db.transaction().execute((trx) => cancelPendingOrder(trx, bookingId, Date.now()))
      // The owner's alert, if they have it on, goes now rather than at the sender's next round.
      app.mailSender.wake()
      return readOrder(app.db, bookingId)
    },
  )

  app.post(
    '/api/public/orders/:token/reschedule',
    {
      config: { public: true },
      onRequest: limitAction,
      schema: {
        tags: ['public'],
        summary:
          'Move the pickup to another free window while the order is pending, until the lead time; e-mails the customer',
        params: TokenParams,
        body: RescheduleOrderBody,
        response: WINDOW_CHANGE_RESPONSES,
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      const bookingId = await bookingIdOf(app.db, request.params.token)
      await app.db
        .transaction()
        .execute((trx) => rescheduleOrder(app, trx, bookingId, request.body.pickupSlotStart, Date.now()))
      app.mailSender.wake()
      return readOrder(app.db, bookingId)
    },
  )

  app.post(
    '/api/public/orders/:token/return',
    {
      config: { public: true },
      onRequest: limitAction,
      schema: {
        tags: ['public'],
        summary:
          'Choose or move the return time of a completed order: a free window, shared with the pickups (409 SLOT_FULL)',
        params: TokenParams,
        body: ChooseReturnBody,
        response: WINDOW_CHANGE_RESPONSES,
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      const bookingId = await bookingIdOf(app.db, request.params.token)
      await app.db
        .transaction()
        .execute((trx) =>
          chooseReturnTime(app, trx, bookingId, request.body.returnSlotStart, app.clock.now()),
        )
      return readOrder(app.db, bookingId)
    },
  )

  app.post(
    '/api/public/orders/:token/messages',
    {
      config: { public: true },
      onRequest: limitAction,
      schema: {
        tags: ['public'],
        summary:
          'Write to the business about the order: it arrives in the inbox, linked to the customer and order',
        params: TokenParams,
        body: OrderMessageBody,
        response: { 201: OrderMessageResult, 400: ApiError, 404: ApiError, 413: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const bookingId = await bookingIdOf(app.db, request.params.token)
      await app.db.transaction().execute(async (trx) => {
        const booking = await findBookingById(trx, bookingId)
        if (!booking) throw orderNotFound()
        await storeOrderMessage(trx, booking, request.body.message, {
          businessEmail: (await readBusinessProfile(trx)).email,
          now: Date.now(),
        })
      })
      app.mailSender.wake()
      return reply
        .status(201)
        .send({ message: 'Thank you. Your message is on its way to us; we will reply by e-mail.' })
    },
  )
}
