import net from 'node:net'
import path from 'node:path'

import { z } from 'zod'
import { isTimeZone } from '../shared/date-time-format.ts'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalUrl = (protocols: RegExp, example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(protocols, `must be a URL such as ${example}`)
      .refine((value) => URL.canParse(value), `must be a URL such as ${example}`)
      .optional(),
  )

/** An http(s) origin: scheme, host and optional port, nothing after (a trailing slash is allowed). */
function isSiteOrigin(text: string): boolean {
  if (!/^https?:\/\//.test(text) || !URL.canParse(text)) return false
  const url = new URL(text)
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** An address or a CIDR range (10.0.0.0/8, fd00::/8), or a name of a private range, as proxy-addr reads them. */
function isProxyAddress(text: string): boolean {
  if (PROXY_RANGE_NAMES.includes(text)) return true
  const [address = '', prefix, ...rest] = text.split('/')
  const version = net.isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/** Requests allowed per client address in a window; 0 turns the limit off (a load test from one address). */
/** A time-out in milliseconds, at least 100 (0 would mean none, the very thing these settings prevent). */
const milliseconds = (defaultMs: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(100)
      .max(24 * 60 * 60_000)
      .default(defaultMs),
  )

const rateLimit = (defaultLimit: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 (no limit) or more')
      .max(1_000_000)
      .default(defaultLimit),
  )

/** Every setting the server reads from the environment; documented in docs/configuration.md and .env.example. */
export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user:password@host:5432/database'),
  /**
   * Whom to believe about the client's address and https: `false`; the proxies' own addresses (`loopback`,
   * `10.0.0.2`, `10.0.0.0/8`, comma-separated), so the client is the first address no listed proxy added,
   * whatever the client wrote before; or `true`, one proxy whatever its address: the client is the right-most
   * address of X-Forwarded-For (the one that proxy added), never one the client wrote to the left of it.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((value) =>
        value === 'true' ? true : value === 'false' ? false : value.split(',').map((part) => part.trim()),
      )
      .refine(
        (value) => typeof value === 'boolean' || value.every(isProxyAddress),
        "must be true, false, or the proxies' addresses such as loopback,10.0.0.0/8",
      ),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).default('admin')),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  ),
  BUSINESS_NAME: z.preprocess(emptyToUndefined, z.string().max(100).default('Sharp Edge Knife Sharpening')),
  BUSINESS_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email('must be an e-mail address').default('hello@sharpedge.example'),
  ),
  BUSINESS_CITY: z.preprocess(emptyToUndefined, z.string().max(100).default('Orlando')),
  BUSINESS_STATE: z.preprocess(emptyToUndefined, z.string().max(50).default('FL')),
  BUSINESS_ZIP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{5}$/, 'must be a five-digit ZIP code')
      .default('32804'),
  ),
  BUSINESS_TIMEZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
      .default('America/New_York'),
  ),
  SERVED_ZIPS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*\d{5}(\s*,\s*\d{5})*\s*$/, 'must be five-digit ZIP codes separated by commas')
      .optional(),
  ),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  /** Scales the retry ladder (1, 5, 30, 120, 720 times this); seconds, so a staging server can retry quickly. */
  MAIL_RETRY_BASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.001, 'must be at least 0.001')
      .max(86_400, 'must be at most 86400')
      .default(60),
  ),
  /**
   * How long a message being sent stays claimed: a process that dies while sending leaves it to another (or to
   * itself after a restart) when this runs out. With SMTP it must outlast a whole conversation (EnvRules).
   */
  MAIL_SEND_LEASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, 'must be at least 1')
      .max(86_400, 'must be at most 86400')
      .default(120),
  ),
  AUTO_CONFIRMATION_EMAIL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  INBOUND_EMAIL_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  ),
  IMAP_URL: optionalUrl(/^imaps?:\/\//, 'imaps://user:password@imap.example.com:993/INBOX'),
  IMAP_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(86400).default(60)),
  BOOKING_RATE_LIMIT_PER_10_MIN: rateLimit(30),
  PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: rateLimit(20),
  /** The free pickup times the booking forms ask for (each costs the server a few milliseconds a day). */
  PICKUP_SLOTS_RATE_LIMIT_PER_MIN: rateLimit(60),
  /** The customer's order page (reading it and its actions), and its actions alone (cancel, messages). */
  ORDER_PAGE_RATE_LIMIT_PER_MIN: rateLimit(60),
  ORDER_ACTION_RATE_LIMIT_PER_10_MIN: rateLimit(20),
  // Slow clients (docs/configuration.md, "Time-outs"): how long a client may take to send its request.
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  // Longer than the idle time of the clients that keep connections (nginx's upstream keepalive_timeout, 60 s; a
  // load balancer's): a connection the server closes just as a client sends on it fails that request
  // ("socket hang up"), and a proxy does not send a POST again. Fastify's own default.
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  REQUEST_TIMEOUT_MS: milliseconds(60 * 60_000),
  IDLE_CONNECTION_TIMEOUT_MS: milliseconds(120_000),
  BODY_GRACE_MS: milliseconds(15_000),
  BODY_MIN_BYTES_PER_SECOND: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .default(32 * 1024),
  ),
  /** The site's public origin, for links in e-mails (never taken from a request's Host header). */
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isSiteOrigin, "must be the site's address such as https://shop.example.com, with no path")
      .optional(),
  ),
  /** The hour (0-23, business timezone) at which the day-before pickup reminders go out. */
  REMINDER_LOCAL_HOUR: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be an hour from 0 to 23' })
      .int('must be a whole hour from 0 to 23')
      .min(0, 'must be an hour from 0 to 23')
      .max(23, 'must be an hour from 0 to 23')
      .default(18),
  ),
})

export type Env = z.infer<typeof EnvSchema>

const MIN_SMTP_LEASE_SECONDS = 60

/** EnvSchema and the rules that tie one setting to another. */
const EnvRules = EnvSchema.superRefine((env, context) => {
  // The mailer gives up on an SMTP server after 10 s to connect, 10 s to greet and 30 s of silence: a shorter
  // claim would lapse while the message is still being sent, and another sender would send it a second time.
  if (env.SMTP_URL && env.MAIL_SEND_LEASE_SECONDS < MIN_SMTP_LEASE_SECONDS)
    context.addIssue({
      code: 'custom',
      path: ['MAIL_SEND_LEASE_SECONDS'],
      message: `must be at least ${MIN_SMTP_LEASE_SECONDS} when SMTP_URL is set`,
    })
})

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
  }
  /** PUBLIC_URL: the site's origin ("https://shop.example.com"), the base of every link in an e-mail. */
  publicUrl: string
  /** REMINDER_LOCAL_HOUR: the day-before pickup reminders go out from this hour on the business's clock. */
  reminderLocalHour: number
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string
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
    },
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    reminderLocalHour: env.REMINDER_LOCAL_HOUR,
  }
}
