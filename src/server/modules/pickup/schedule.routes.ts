import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { BookingIdParams } from '../../../shared/booking-admin.schema.ts'
import { MovePickupBody, MovePickupResult } from '../../../shared/pickup.schema.ts'
import { NO_TIME_YET_LIMIT, NoTimeYet, Schedule, ScheduleQuery } from '../../../shared/schedule.schema.ts'
import { insertBookingNote, lockExistingBooking, storableBookingId } from '../booking-records/index.ts'
import { queueMovedPickupEmail } from './moved-pickup-email.ts'
import { addDays, parseLocalDate, startOfLocalDay } from '../../../shared/calendar.ts'
import { businessTimeZone } from '../business/index.ts'
import { noPickupTimeCause, settleAttention } from '../attention/index.ts'
import { placeForMove } from './pickup-capacity.ts'
import { withdrawOutdatedReminder } from './reminder-withdrawal.ts'
import { loadPickupSettings } from './pickup-settings.repository.ts'
import { buildSchedule, toScheduleBooking } from './schedule.ts'
import {
  listOrdersWithNoTime,
  listScheduledBookings,
  listScheduledReturns,
} from './scheduled-bookings.repository.ts'

import { formatWindow } from './pickup-window-text.ts'

/** The owner's Schedule tab and moving a booking to another window. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/schedule',
    {
      schema: {
        tags: ['pickup'],
        summary:
          'The pickup windows of N days (at most 31) with their pickups and returns, sorted for the drive',
        querystring: ScheduleQuery,
        response: { 200: Schedule, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => {
      const timeZone = await businessTimeZone(app)
      const from = parseLocalDate(request.query.from)
      const days = request.query.days
      const [start, end] = [startOfLocalDay(from, timeZone), startOfLocalDay(addDays(from, days), timeZone)]
      const [rules, bookings, returns] = await Promise.all([
        loadPickupSettings(app.db),
        listScheduledBookings(app.db, start, end),
        listScheduledReturns(app.db, start, end),
      ])
      return { timezone: timeZone, days: buildSchedule(rules, bookings, from, days, timeZone, returns) }
    },
  )

  app.get(
    '/api/schedule/no-time',
    {
      schema: {
        tags: ['pickup'],
        summary: `The open orders still to be picked up that have no pickup time, oldest first (at most ${NO_TIME_YET_LIMIT})`,
        response: { 200: NoTimeYet, 401: ApiError },
      },
    },
    async () => {
      // One more than is shown says whether there are others.
      const found = await listOrdersWithNoTime(app.db, NO_TIME_YET_LIMIT + 1)
      return {
        bookings: found.slice(0, NO_TIME_YET_LIMIT).map((booking) => toScheduleBooking(booking, 'pickup')),
        more: found.length > NO_TIME_YET_LIMIT,
      }
    },
  )

  app.put(
    '/api/bookings/:id/pickup',
    {
      schema: {
        tags: ['pickup'],
        summary:
          'Move a booking to another pickup window; a full one answers 409 SLOT_FULL unless allowOverCapacity confirms it',
        params: BookingIdParams,
        body: MovePickupBody,
        response: { 200: MovePickupResult, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const id = storableBookingId(request.params.id)
      const timeZone = await businessTimeZone(app)
      const now = Date.now()
      const moved = await app.db.transaction().execute(async (trx) => {
        const current = await lockExistingBooking(trx, id)
        const { slotStart, allowOverCapacity } = request.body
        const { window, taken } = await placeForMove(trx, current, slotStart, {
          timeZone,
          now,
          allowOverCapacity,
        })
        await trx
          .updateTable('bookings')
          .set({ pickup_start: window.start, pickup_end: window.end, updated_at: now })
          .where('id', '=', id)
          .execute()
        await withdrawOutdatedReminder(trx, current, { ...current, pickup_start: window.start })
        // The order has a time now: its "no pickup time" item, if any, is done (issue 41).
        await settleAttention(trx, noPickupTimeCause(id), now)
        await insertBookingNote(trx, {
          booking_id: id,
          at: now,
          kind: 'edited',
          notes: `Pickup moved to ${formatWindow(window.start, window.end, timeZone)}`,
        })
        // The customer is told in the same transaction: the e-mail is queued with the move or not at all.
        await queueMovedPickupEmail(app, trx, id, now)
        return {
          pickupStart: new Date(window.start).toISOString(),
          pickupEnd: new Date(window.end).toISOString(),
          capacity: window.capacity,
          taken,
          warning:
            taken > window.capacity
              ? `This window now has ${taken} bookings for ${window.capacity} ${window.capacity === 1 ? 'place' : 'places'}.`
              : null,
        }
      })
      app.mailSender.wake()
      return moved
    },
  )
}
