import fastifyCookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'

import type { Config } from './config.ts'
import { createDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import type { Database } from './db/schema.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { accountRoutes, authRoutes, ensureAdmin, passwordResetRoutes } from './modules/auth/index.ts'
import { bookingsRoutes } from './modules/bookings/index.ts'
import { bookingContactRoutes, customersRoutes } from './modules/customers/index.ts'
import { emailRepliesRoutes, emailsRoutes } from './modules/inbox/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { startHousekeeping } from './modules/housekeeping.ts'
import { imapPollerPlugin, inboundRoutes } from './modules/inbound-mail/index.ts'
import { mailerPlugin, mailSenderPlugin, outboxRoutes } from './modules/outgoing-mail/index.ts'
import { attentionRoutes, tellOwnerOfFailedMail } from './modules/attention/index.ts'
import { paymentsRoutes } from './modules/payments/index.ts'
import { invoiceRoutes } from './modules/invoices/index.ts'
import {
  calendarFeedRoutes,
  pickupRemindersPlugin,
  pickupRoutes,
  returnTimeRoutes,
  scheduleRoutes,
} from './modules/pickup/index.ts'
import { rebookRemindersPlugin, unsubscribeRoutes } from './modules/rebook-reminders/index.ts'
import { reviewsPlugin } from './modules/reviews/index.ts'
import { businessRoutes, businessTimeZone, seedBusinessSettings } from './modules/business/index.ts'
import { settingsRoutes } from './modules/settings/index.ts'
import { lookupRoutes } from './modules/public/index.ts'
import { orderPagePlugin } from './modules/order-page/index.ts'
import { statsRoutes } from './modules/stats/index.ts'
import { uploadsStaticPlugin, videosRoutes } from './modules/videos/index.ts'
import { adminByDefaultPlugin } from './plugins/auth.ts'
import { clientAppPlugin } from './plugins/client-app.ts'
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts'
import { useJsonBodyParser } from './plugins/json-body.ts'
import { openapiPlugin } from './plugins/openapi.ts'
import { requestLogOptions } from './plugins/request-log.ts'
import { compiledSerializerCompiler } from './plugins/compiled-serializer.ts'
import { plainTextValidatorCompiler } from './plugins/plain-text-validator.ts'
import { securityPlugin } from './plugins/security.ts'
import { compressedJsonPlugin } from './plugins/compressed-json.ts'
import { serverTimeoutOptions, slowClientsPlugin } from './plugins/slow-clients.ts'

export interface RouteSummary {
  method: string
  url: string
  public: boolean
  /** The body types a route reads other than JSON (its schema's `consumes`), e.g. multipart/form-data. */
  consumes?: readonly string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Kysely<Database>
    /** Every route as registered, for the tests that must cover all of them (auth guard, bad input). */
    registeredRoutes: RouteSummary[]
    /** The background jobs' time (the mail sender, the reminder rounds): the system's outside the tests. */
    clock: Clock
  }
}

/** JSON bodies are small forms; uploads and inbound mail raise their own limits on their routes. */
const JSON_BODY_LIMIT = 64 * 1024

export interface BuildAppOptions {
  /** Use this database instead of opening the configured one; the caller then owns and closes it. */
  db?: Kysely<Database>
  logger?: boolean
  /** Where the log goes instead of stdout (tests that read what is logged). */
  logStream?: NodeJS.WritableStream
  /** The background jobs' clock instead of the system's (tests that move it ahead instead of waiting). */
  clock?: Clock
}

/** The whole server, ready for `listen` or for tests' `inject`. Migrates the database before it answers. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : requestLogOptions(config.logLevel, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    // `true`: the one proxy in front (any address) is believed, and the client is the address it added, the
    // right-most of X-Forwarded-For: what a client wrote to the left of it is never taken (one hop, not all).
    trustProxy: config.trustProxy === true ? (_address: string, hop: number) => hop === 0 : config.trustProxy,
    return503OnClosing: true,
    ...serverTimeoutOptions(config.timeouts),
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  const registeredRoutes: RouteSummary[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        consumes: route.schema?.consumes,
      })
    }
  })
  app.decorate('registeredRoutes', registeredRoutes)

  // While closing, answers in flight ask the client to drop the keep-alive connection, so close() can finish.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close')
  })

  useJsonBodyParser(app)
  app.setValidatorCompiler(plainTextValidatorCompiler)
  app.setSerializerCompiler(compiledSerializerCompiler)

  const db = options.db ?? createDatabase(config.database)
  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('clock', options.clock ?? systemClock)
  if (!options.db) app.addHook('onClose', async () => db.destroy())

  // Kysely looks for its own tables across all schemas unless told which one is ours.
  try {
    await migrateToLatest(
      db,
      config.database.kind === 'postgres' ? (config.database.schema ?? 'public') : undefined,
    )
  } catch (error) {
    // A start that fails leaves no connection open behind it.
    if (!options.db) await db.destroy()
    throw error
  }
  await ensureAdmin(db, config.admin, app.log)
  await seedBusinessSettings(db, config.business)
  const stopHousekeeping = startHousekeeping(db, app.log)
  app.addHook('onClose', async () => stopHousekeeping())

  await app.register(errorsPlugin)
  await app.register(securityPlugin)
  await app.register(slowClientsPlugin)
  await app.register(compressedJsonPlugin)
  await app.register(fastifyCookie)
  await app.register(openapiPlugin)
  await app.register(mailerPlugin)
  // A message that fails for good is listed in Needs attention and e-mailed to the owner (attention/).
  await app.register(mailSenderPlugin, { onGiveUp: tellOwnerOfFailedMail })
  await app.register(pickupRemindersPlugin)
  await app.register(rebookRemindersPlugin)

  await app.register(async (api) => {
    await api.register(adminByDefaultPlugin)
    await api.register(healthRoutes)
    await api.register(authRoutes)
    await api.register(passwordResetRoutes)
    await api.register(businessRoutes)
    await api.register(settingsRoutes)
    await api.register(accountRoutes)
    await api.register(bookingsRoutes)
    await api.register(paymentsRoutes)
    await api.register(invoiceRoutes)
    await api.register(customersRoutes)
    await api.register(bookingContactRoutes)
    await api.register(statsRoutes)
    await api.register(lookupRoutes)
    await api.register(orderPagePlugin)
    await api.register(videosRoutes)
    await api.register(emailsRoutes)
    await api.register(emailRepliesRoutes)
    await api.register(inboundRoutes)
    await api.register(outboxRoutes)
    await api.register(attentionRoutes)
    await api.register(imapPollerPlugin)
    await api.register(pickupRoutes)
    await api.register(scheduleRoutes)
    await api.register(returnTimeRoutes)
    await api.register(calendarFeedRoutes)
    await api.register(unsubscribeRoutes)
    await api.register(reviewsPlugin)
  })

  // Uploaded videos are public files, outside the admin-only API, with their own 404.
  await app.register(uploadsStaticPlugin, { prefix: '/uploads' })
  await app.register(clientAppPlugin, {
    clientDir: config.clientDir,
    prerenderModule: config.prerenderModule,
    // A failed read leaves the Schedule without its preload, never the page without its HTML.
    businessTimeZone: () => businessTimeZone(app).catch(() => undefined),
  })
  return app
}
