import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { orderPageUrl } from '../../../shared/order-link.ts'
import { ORDER_LINKS_SENT, OrderLinksBody, OrderMessageResult } from '../../../shared/order-page.schema.ts'
import { findOrderToken, issueOrderToken, listBookingsByCustomerEmail } from '../booking-records/index.ts'
import { normalizeEmail } from '../customers/index.ts'
import { composeOrderLinksEmail, enqueueMail } from '../outgoing-mail/index.ts'
import { lookupRateLimit } from '../public/index.ts'
import { hitRateLimit } from '../rate-limits/index.ts'
import { readBusinessSettings } from '../business/index.ts'

/**
 * The most orders one message links to, newest first: a message stays readable, and an address with more (a
 * restaurant's, over years) is told it lists the most recent ones. See docs/decisions.md.
 */
export const MAX_LINKED_ORDERS = 50

/**
 * The most such messages one address gets in an hour, whoever asks and from wherever: the form cannot be used to
 * bomb a mailbox. Beyond it the answer is the same 202, and nothing is queued.
 */
export const ORDER_LINKS_PER_RECIPIENT = { limit: 3, windowMs: 60 * 60 * 1000 }

/**
 * "E-mail me my order links" on the public look-up by e-mail: one message (kind order_links) to that address with
 * a link to each of its orders. The answer is the same sentence whether or not the address has orders, and the
 * work is the same too (the orders are read and a message composed, in a transaction, either way): only the
 * insert of the message differs. Counted in the look-ups' limit (lookup-rate-limit.ts) per client, and in
 * ORDER_LINKS_PER_RECIPIENT per address, known or not (so the count tells nothing either).
 */
export const orderLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitLookups = lookupRateLimit(app)

  app.post(
    '/api/public/order-links',
    {
      config: { public: true },
      onRequest: limitLookups,
      schema: {
        tags: ['public'],
        summary: 'E-mail the address a link to each of its orders; the same answer whether or not it has any',
        body: OrderLinksBody,
        response: {
          202: OrderMessageResult,
          400: ApiError,
          403: ApiError,
          413: ApiError,
          415: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const address = normalizeEmail(request.body.email)
      const business = await readBusinessSettings(app.db)
      const queued = await app.db.transaction().execute(async (trx) => {
        const now = Date.now()
        const found = await listBookingsByCustomerEmail(trx, address, MAX_LINKED_ORDERS + 1)
        const bookings = found.slice(0, MAX_LINKED_ORDERS)
        const orders = []
        for (const booking of bookings) {
          const token =
            (await findOrderToken(trx, booking.id)) ?? (await issueOrderToken(trx, booking.id, now))
          orders.push({ booking, url: orderPageUrl(app.config.publicUrl, token) })
        }
        const name = bookings[0]?.customerName ?? 'there'
        const composed = composeOrderLinksEmail(name, orders, business, {
          olderOrders: found.length > MAX_LINKED_ORDERS,
        })
        const recipient = await hitRateLimit(trx, `order-links:${address}`, ORDER_LINKS_PER_RECIPIENT, now)
        if (orders.length === 0 || !recipient.allowed) return false
        await enqueueMail(trx, {
          kind: 'order_links',
          bookingId: null,
          to: { name, address: bookings[0]!.customerEmail },
          composed,
          businessEmail: business.email,
          now,
        })
        return true
      })
      if (queued) app.mailSender.wake()
      return reply.status(202).send({ message: ORDER_LINKS_SENT })
    },
  )
}
