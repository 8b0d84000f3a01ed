import path from 'node:path'

import { EnvRules, type Env } from './env-schema.ts'

/** How long a client may take to send its request; see slow-clients.ts and docs/configuration.md, "Time-outs". */
export interface Timeouts {
  /** The request line and headers must have arrived within this. */
  headersMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number
  /** The whole request, a 100 MB upload on a slow link included, must have arrived within this. */
  requestMs: number
  /** A connection on which nothing moves either way for this long is closed. */
  idleConnectionMs: number
  /** A body may start slowly for this long; after it, it must keep up `bodyMinBytesPerSecond` on average. */
  bodyGraceMs: number
  bodyMinBytesPerSecond: number
}

export interface Config {
  env: Env['NODE_ENV']
  port: number
  host: string
  dataDir: string
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string }
  /** Fastify's trustProxy: everyone, no one, or the proxies' addresses. */
  trustProxy: boolean | string[]
  logLevel: Env['LOG_LEVEL']
  admin: { username: string; password?: string }
  /**
   * Seeds the business settings on the very first start only (seedBusinessSettings); nothing else reads it, since
   * the owner may have changed them in Settings since: read them with readBusinessSettings and its siblings.
   */
  business: {
    name: string
    email: string
    city: string
    state: string
    zipCode: string
    timezone: string
    servedZips: string[]
  }
  /** Requests per client address; 0 means no limit. */
  timeouts: Timeouts
  rateLimits: {
    bookingsPerTenMinutes: number
    publicLookupsPerMinute: number
    pickupSlotsPerMinute: number
    orderPagePerMinute: number
    orderActionsPerTenMinutes: number
  }
  mail: {
    smtpUrl?: string
    /** MAIL_FROM, a fixed sender (e.g. a no-reply address); unset: the business's name and e-mail from Settings. */
    from?: string
    inboundToken?: string
    imapUrl?: string
    imapPollSeconds: number
    /** MAIL_RETRY_BASE_SECONDS: the unit of the outbox's retry ladder. */
    retryBaseSeconds: number
    /** MAIL_SEND_LEASE_SECONDS, in ms: how long a claimed message waits before another sender may take it up. */
    sendLeaseMs: number
    /** AUTO_CONFIRMATION_EMAIL: a new booking queues its confirmation e-mail. */
    autoConfirmation: boolean
    /** ENABLE_TEST_EMAILS: the inbox may be filled with sample e-mails (development only; off on a live inbox). */
    testEmails: boolean
  }
  /** PUBLIC_URL: the site's origin ("https://shop.example.com"), the base of every link in an e-mail. */
  publicUrl: string
  /** REMINDER_LOCAL_HOUR: the day-before pickup reminders go out from this hour on the business's clock. */
  reminderLocalHour: number
  /** REMINDER_CHECK_SECONDS, in ms: how often the reminder jobs look whether reminders are due. */
  reminderCheckMs: number
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string
  /** The build's renderer of the pages the server draws (dist/prerender/prerender.js); without it they go as the shell. */
  prerenderModule?: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from the environment; a bad value throws a ConfigError naming each variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvRules.safeParse(environment)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    business: {
      name: env.BUSINESS_NAME,
      email: env.BUSINESS_EMAIL,
      city: env.BUSINESS_CITY,
      state: env.BUSINESS_STATE,
      zipCode: env.BUSINESS_ZIP,
      timezone: env.BUSINESS_TIMEZONE,
      // Empty: no service-area check.
      servedZips: env.SERVED_ZIPS ? env.SERVED_ZIPS.split(',').map((zip) => zip.trim()) : [],
    },
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      requestMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
      idleConnectionMs: env.IDLE_CONNECTION_TIMEOUT_MS,
      bodyGraceMs: env.BODY_GRACE_MS,
      bodyMinBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND,
    },
    rateLimits: {
      bookingsPerTenMinutes: env.BOOKING_RATE_LIMIT_PER_10_MIN,
      publicLookupsPerMinute: env.PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN,
      pickupSlotsPerMinute: env.PICKUP_SLOTS_RATE_LIMIT_PER_MIN,
      orderPagePerMinute: env.ORDER_PAGE_RATE_LIMIT_PER_MIN,
      orderActionsPerTenMinutes: env.ORDER_ACTION_RATE_LIMIT_PER_10_MIN,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      inboundToken: env.INBOUND_EMAIL_TOKEN,
      imapUrl: env.IMAP_URL,
      imapPollSeconds: env.IMAP_POLL_SECONDS,
      retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
      sendLeaseMs: Math.round(env.MAIL_SEND_LEASE_SECONDS * 1000),
      autoConfirmation: env.AUTO_CONFIRMATION_EMAIL,
      testEmails: env.ENABLE_TEST_EMAILS,
    },
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    reminderLocalHour: env.REMINDER_LOCAL_HOUR,
    reminderCheckMs: env.REMINDER_CHECK_SECONDS * 1000,
  }
}
