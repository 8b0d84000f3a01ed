/**
 * The environment the server reads, as a zod schema: each variable with its default and the sentence a bad value
 * gets (docs/configuration.md lists them). config.ts turns a parsed environment into the server's Config.
 */
import net from 'node:net'

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
  /** Development only: the inbox offers "Add Test Emails" and POST /api/emails/test adds sample mail. */
  ENABLE_TEST_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
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
  /**
   * How often the reminder jobs (pickup and sharpening-due) look whether reminders are due; the first look comes
   * this long after start. A browser journey sets it low so as not to wait out a minute.
   */
  REMINDER_CHECK_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int('must be a whole number of seconds from 1 to 3600')
      .min(1, 'must be a whole number of seconds from 1 to 3600')
      .max(3600, 'must be a whole number of seconds from 1 to 3600')
      .default(60),
  ),
})

export type Env = z.infer<typeof EnvSchema>

const MIN_SMTP_LEASE_SECONDS = 60

/** EnvSchema and the rules that tie one setting to another. */
export const EnvRules = EnvSchema.superRefine((env, context) => {
  // The mailer gives up on an SMTP server after 10 s to connect, 10 s to greet and 30 s of silence: a shorter
  // claim would lapse while the message is still being sent, and another sender would send it a second time.
  if (env.SMTP_URL && env.MAIL_SEND_LEASE_SECONDS < MIN_SMTP_LEASE_SECONDS)
    context.addIssue({
      code: 'custom',
      path: ['MAIL_SEND_LEASE_SECONDS'],
      message: `must be at least ${MIN_SMTP_LEASE_SECONDS} when SMTP_URL is set`,
    })
})
