import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { buildCalendar } from '../../../shared/icalendar.ts'
import { notFound } from '../../http-errors.ts'
import { readBusinessProfile } from '../business/index.ts'
import { pickupEvent, returnEvent } from './pickup-calendar.ts'
import { isCalendarToken } from './pickup-settings.repository.ts'
import { listScheduledBookings, listScheduledReturns } from './scheduled-bookings.repository.ts'

const DAY = 86_400_000
/** The feed reaches back a month (yesterday's pickups stay in the owner's calendar) and a year ahead. */
const FEED_PAST = 31 * DAY
const FEED_FUTURE = 366 * DAY

const FeedParams = z.object({ file: z.string().max(200) })
const FEED_NOT_FOUND = 'No calendar at this address. Copy the current address from Settings.'

/** GET /calendar/{token}.ics: the owner's booked pickups and returns for a phone's calendar, behind a secret address. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:file',
    {
      config: { public: true },
      schema: {
        tags: ['pickup'],
        summary: 'The pickups and returns as an iCalendar feed (RFC 5545); the address is the secret',
        params: FeedParams,
        response: {
          200: { description: 'The iCalendar feed', content: { 'text/calendar': { schema: z.string() } } },
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const token = /^([A-Za-z0-9_-]{16,100})\.ics$/.exec(request.params.file)?.[1]
      if (!token || !(await isCalendarToken(app.db, token))) throw notFound(FEED_NOT_FOUND)
      const now = Date.now()
      const { name, timezone: timeZone } = await readBusinessProfile(app.db)
      const [bookings, returns] = await Promise.all([
        listScheduledBookings(app.db, now - FEED_PAST, now + FEED_FUTURE),
        listScheduledReturns(app.db, now - FEED_PAST, now + FEED_FUTURE),
      ])
      const context = { origin: app.config.publicUrl, timeZone }
      const events = [
        ...bookings.flatMap((booking) => pickupEvent(booking, context) ?? []),
        ...returns.flatMap((booking) => returnEvent(booking, context) ?? []),
      ]
      void reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
      return buildCalendar(events, { name: `${name} pickups`, stamp: now })
    },
  )
}
