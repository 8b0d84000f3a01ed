import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { CalendarFeed, PickupSettings, PickupSlots, PickupSlotsQuery } from '../../../shared/pickup.schema.ts'
import { parseLocalDate } from '../../../shared/calendar.ts'
import { businessTimeZone } from '../business/index.ts'
import { clientRateLimit } from '../rate-limits/index.ts'
import { countTakenBySlot } from './window-locks.ts'
import {
  calendarToken,
  loadPickupSettings,
  resetCalendarToken,
  savePickupSettings,
} from './pickup-settings.repository.ts'
import { bookableWindows } from './pickup-slots.ts'

/** The owner's pickup settings and calendar feed address, and the free slots the booking forms offer. */
export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  // On the site's public origin (PUBLIC_URL), never the request's Host header, which the client writes.
  const feedUrl = (token: string) => `${app.config.publicUrl}/calendar/${token}.ics`

  app.get(
    '/api/settings/pickup',
    {
      schema: {
        tags: ['pickup'],
        summary: 'Pickup windows, closures, lead time and horizon',
        response: { 200: PickupSettings, 401: ApiError },
      },
    },
    async () => loadPickupSettings(app.db),
  )

  app.put(
    '/api/settings/pickup',
    {
      schema: {
        tags: ['pickup'],
        summary: 'Replace the pickup windows, closures, lead time and horizon',
        body: PickupSettings,
        response: { 200: PickupSettings, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      await app.db.transaction().execute((trx) => savePickupSettings(trx, request.body))
      return loadPickupSettings(app.db)
    },
  )

  app.get(
    '/api/public/pickup-slots',
    {
      config: { public: true },
      onRequest: clientRateLimit(app, {
        bucket: 'pickup-slots',
        rule: { limit: app.config.rateLimits.pickupSlotsPerMinute, windowMs: 60_000 },
        message: 'Too many requests for pickup times. Please wait a minute and try again.',
      }),
      schema: {
        tags: ['public'],
        summary: 'Free pickup slots from a day for N days (at most 60), with the places left in each',
        querystring: PickupSlotsQuery,
        response: { 200: PickupSlots, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const timeZone = await businessTimeZone(app)
      const rules = await loadPickupSettings(app.db)
      const windows = bookableWindows(
        rules,
        parseLocalDate(request.query.from),
        request.query.days,
        Date.now(),
        timeZone,
      )
      const first = windows[0]
      const last = windows.at(-1)
      const taken = first && last ? await countTakenBySlot(app.db, first.start, last.start + 1) : new Map()
      return {
        timezone: timeZone,
        pickupTimeRequired: rules.windows.length > 0,
        slots: windows.map((window) => ({
          start: new Date(window.start).toISOString(),
          end: new Date(window.end).toISOString(),
          remaining: Math.max(0, window.capacity - (taken.get(window.start) ?? 0)),
        })),
      }
    },
  )

  app.get(
    '/api/settings/calendar',
    {
      schema: {
        tags: ['pickup'],
        summary: "The secret address of the pickups' calendar feed",
        response: { 200: CalendarFeed, 401: ApiError },
      },
    },
    async () => ({ url: feedUrl(await calendarToken(app.db)) }),
  )

  app.post(
    '/api/settings/calendar/reset',
    {
      schema: {
        tags: ['pickup'],
        summary: 'A new secret address for the calendar feed; the old one stops working',
        response: { 200: CalendarFeed, 401: ApiError, 403: ApiError },
      },
    },
    async () => ({ url: feedUrl(await resetCalendarToken(app.db)) }),
  )
}
