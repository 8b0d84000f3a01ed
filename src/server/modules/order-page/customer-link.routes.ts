import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { CustomerLink } from '../../../shared/order-page.schema.ts'
import type { Db } from '../../db/database.ts'
import {
  findOrderToken,
  insertBookingNote,
  issueOrderToken,
  lockExistingBooking,
  storableBookingId,
} from '../booking-records/index.ts'

export const LINK_RESET_NOTE = 'Customer link reset: the old link no longer opens this order.'

/** The schema of both routes: they take an order id and answer its link. */
const linkRoute = (summary: string) => ({
  schema: {
    tags: ['bookings'],
    summary,
    params: BookingIdParams,
    response: { 200: CustomerLink, 400: ApiError, 401: ApiError, 404: ApiError },
  },
})

/** The admin's "Copy customer link" and "Reset link" on an order (session required, like every admin route). */
export const customerLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs `work` with the order locked, in one transaction, and answers the link it gives. */
  const withLockedOrder = (id: number, work: (trx: Db, now: number) => Promise<string>) =>
    app.db.transaction().execute(async (trx) => {
      await lockExistingBooking(trx, id)
      return { token: await work(trx, Date.now()) }
    })

  app.get(
    '/api/bookings/:id/customer-link',
    linkRoute("The token of the order's private page, for Copy customer link"),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      const id = storableBookingId(request.params.id)
      // A booking written straight into the database (an import, the bench's seed) gets its link when asked.
      return withLockedOrder(
        id,
        async (trx, now) => (await findOrderToken(trx, id)) ?? (await issueOrderToken(trx, id, now)),
      )
    },
  )

  app.post(
    '/api/bookings/:id/customer-link/reset',
    linkRoute('Replace the order link: the old one answers 404 from now on'),
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      const id = storableBookingId(request.params.id)
      return withLockedOrder(id, async (trx, now) => {
        const token = await issueOrderToken(trx, id, now)
        await insertBookingNote(trx, { booking_id: id, at: now, kind: 'edited', notes: LINK_RESET_NOTE })
        return token
      })
    },
  )
}
