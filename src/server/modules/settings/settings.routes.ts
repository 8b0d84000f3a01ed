import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { PriceList } from '../../../shared/price-list.schema.ts'
import {
  BusinessProfile,
  NotificationSettings,
  PaymentSettings,
  ReminderSettings,
  ServiceArea,
  ServiceAreaView,
  SettingsHistory,
  SettingsSection,
} from '../../../shared/settings.schema.ts'
import type { Db } from '../../db/database.ts'
import {
  listSettingHistory,
  readBusinessProfile,
  readNotificationSettings,
  readPaymentSettings,
  readPriceList,
  readReminderSettings,
  readServedZips,
  type SettingsKey,
  writeSetting,
} from '../business/index.ts'
import { countBookingsOutsideArea } from './service-area.repository.ts'
import { describeSettingsChange, HISTORY_LENGTH } from './settings-history.ts'

const errors = { 400: ApiError, 401: ApiError, 403: ApiError } as const
/** 500 served ZIP codes fit easily; a list of thousands must still reach validation, to be told it is too long. */
const SERVICE_AREA_BODY_LIMIT = 512 * 1024

async function serviceAreaView(db: Db): Promise<ServiceAreaView> {
  const servedZips = await readServedZips(db)
  return { servedZips, bookingsOutsideArea: await countBookingsOutsideArea(db, servedZips) }
}

/** The Settings tab's sections (admin only): read, replace, and each section's history of changes. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const changedBy = (admin: { username: string } | null) => admin?.username ?? 'admin'
  const save = (key: SettingsKey, value: unknown, admin: { username: string } | null) =>
    app.db.transaction().execute((trx) => writeSetting(trx, key, value, changedBy(admin)))

  app.get(
    '/api/settings/business',
    { schema: { tags: ['settings'], summary: 'The business profile', response: { 200: BusinessProfile } } },
    async () => readBusinessProfile(app.db),
  )
  app.put(
    '/api/settings/business',
    {
      schema: {
        tags: ['settings'],
        summary: 'Replace the business profile',
        body: BusinessProfile,
        response: { 200: BusinessProfile, ...errors },
      },
    },
    async (request) => {
      await save('business', request.body, request.admin)
      return readBusinessProfile(app.db)
    },
  )

  app.get(
    '/api/settings/prices',
    { schema: { tags: ['settings'], summary: 'The price list, in cents', response: { 200: PriceList } } },
    async () => readPriceList(app.db),
  )
  app.put(
    '/api/settings/prices',
    {
      schema: {
        tags: ['settings'],
        summary: 'Replace the price list; bookings already made keep their own prices',
        body: PriceList,
        response: { 200: PriceList, ...errors },
      },
    },
    async (request) => {
      await save('prices', request.body, request.admin)
      return readPriceList(app.db)
    },
  )

  app.get(
    '/api/settings/payments',
    {
      schema: {
        tags: ['settings'],
        summary:
          'How customers pay: the instructions on invoices and order pages, and an optional payment link',
        response: { 200: PaymentSettings },
      },
    },
    async () => readPaymentSettings(app.db),
  )
  app.put(
    '/api/settings/payments',
    {
      schema: {
        tags: ['settings'],
        summary: 'Replace the payment instructions and link (https only; no card data is ever taken here)',
        body: PaymentSettings,
        response: { 200: PaymentSettings, ...errors },
      },
    },
    async (request) => {
      await save('payments', request.body, request.admin)
      return readPaymentSettings(app.db)
    },
  )

  app.get(
    '/api/settings/notifications',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Which events e-mail the owner at the business address (customer cancels, moves, writes; mail fails; new booking)',
        response: { 200: NotificationSettings },
      },
    },
    async () => readNotificationSettings(app.db),
  )
  app.put(
    '/api/settings/notifications',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch each e-mail to the owner on or off',
        body: NotificationSettings,
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => {
      await save('notifications', request.body, request.admin)
      return readNotificationSettings(app.db)
    },
  )

  app.get(
    '/api/settings/reminders',
    {
      schema: {
        tags: ['settings'],
        summary:
          'When customers who asked for it are told their knives are due again; whether reviews are asked for',
        response: { 200: ReminderSettings },
      },
    },
    async () => readReminderSettings(app.db),
  )
  app.put(
    '/api/settings/reminders',
    {
      schema: {
        tags: ['settings'],
        summary: 'Replace the reminder settings (rebookAfterDays 30 to 365)',
        body: ReminderSettings,
        response: { 200: ReminderSettings, ...errors },
      },
    },
    async (request) => {
      await save('reminders', request.body, request.admin)
      return readReminderSettings(app.db)
    },
  )

  app.get(
    '/api/settings/service-area',
    {
      schema: {
        tags: ['settings'],
        summary: 'The served ZIP codes and how many bookings lie outside them',
        response: { 200: ServiceAreaView },
      },
    },
    async () => serviceAreaView(app.db),
  )
  app.put(
    '/api/settings/service-area',
    {
      bodyLimit: SERVICE_AREA_BODY_LIMIT,
      schema: {
        tags: ['settings'],
        summary: 'Replace the served ZIP codes (an empty list: no area check)',
        body: ServiceArea,
        response: { 200: ServiceAreaView, ...errors },
      },
    },
    async (request) => {
      await save('service-area', request.body, request.admin)
      return serviceAreaView(app.db)
    },
  )

  app.get(
    '/api/settings/:section/history',
    {
      schema: {
        tags: ['settings'],
        summary: "A section's latest changes: who, when, old and new values",
        params: z.object({ section: SettingsSection }),
        response: { 200: SettingsHistory, ...errors },
      },
    },
    async (request) => {
      const rows = await listSettingHistory(app.db, request.params.section, HISTORY_LENGTH)
      return {
        entries: rows.map((row) => ({
          at: new Date(row.at).toISOString(),
          changedBy: row.changed_by,
          changes: describeSettingsChange(row.old_value, row.new_value),
        })),
      }
    },
  )
}
