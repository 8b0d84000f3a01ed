import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { PublicBooking, PublicSearchQuery, PublicSearchResult } from '../../../shared/public-search.schema.ts'
import { notFound } from '../../http-errors.ts'
import {
  findBookingById,
  listBookingsByCustomerEmail,
  listBookingsByPhoneDigits,
} from '../booking-records/index.ts'
import { normalizeEmail, phoneDigits } from '../customers/index.ts'
import { lookupRateLimit } from './lookup-rate-limit.ts'
import { parseOrderNumber } from './order-number.ts'
import { toPublicBooking } from './public-booking.ts'

/** The most results one search answers, newest first. */
const PUBLIC_SEARCH_LIMIT = 50
/** A phone search needs a whole number: a few digits would match whoever typed a short or fake phone. */
const MIN_PHONE_SEARCH_DIGITS = 7
/** Customer data: no shared cache, and no browser cache either once the tab is gone. */
const PRIVATE = 'no-store'

/**
 * The public order look-ups of docs/decisions.md: no sign-in, so they guard against enumeration instead.
 * Exact matches only, one shared per-client limit across the three, and every miss answered alike whatever its cause.
 * Archived bookings are found too: archiving files a finished order away for the admin, it does not take the
 * order away from the customer who may still need the receipt.
 */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitLookups = lookupRateLimit(app)

  app.get(
    '/api/booking/:id',
    {
      config: { public: true },
      onRequest: limitLookups,
      schema: {
        tags: ['public'],
        summary: 'One order by its number (27, #27 or BO-000027): contact details masked, name shortened',
        // Any text: a malformed number is answered as a miss, exactly like an unknown one.
        params: z.object({ id: z.string() }),
        response: { 200: PublicBooking, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      const id = parseOrderNumber(request.params.id)
      const booking = id === undefined ? undefined : await findBookingById(app.db, id)
      if (!booking) throw notFound('Order not found')
      return toPublicBooking(booking, 'orderNumber')
    },
  )

  app.get(
    '/api/public/search',
    {
      config: { public: true },
      onRequest: limitLookups,
      schema: {
        tags: ['public'],
        summary: 'Orders by exact e-mail (any case) or phone (any punctuation), newest first, at most 50',
        querystring: PublicSearchQuery,
        response: { 200: PublicSearchResult, 400: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', PRIVATE)
      const { email, phone } = request.query
      if (email !== undefined) {
        const found = await listBookingsByCustomerEmail(app.db, normalizeEmail(email), PUBLIC_SEARCH_LIMIT)
        return { bookings: found.map((booking) => toPublicBooking(booking, 'email')) }
      }
      const digits = phoneDigits(phone ?? '')
      if (digits.length < MIN_PHONE_SEARCH_DIGITS) return { bookings: [] }
      const found = await listBookingsByPhoneDigits(app.db, digits, PUBLIC_SEARCH_LIMIT)
      return { bookings: found.map((booking) => toPublicBooking(booking, 'phone')) }
    },
  )
}
