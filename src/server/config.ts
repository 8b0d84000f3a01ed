import net from 'node:net'
import path from 'node:path'

import { z } from 'zod'

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

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
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

/** Every setting the server reads from the environment; documented in README.md and .env.example. */
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
   * whatever the client wrote before; or `true`, the first address of X-Forwarded-For, only safe when the proxy
   * replaces that header rather than appending to it.
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
  INBOUND_EMAIL_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').max(500).optional(),
  ),
  IMAP_URL: optionalUrl(/^imaps?:\/\//, 'imaps://user:password@imap.example.com:993/INBOX'),
  IMAP_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(86400).default(60)),
  BOOKING_RATE_LIMIT_PER_10_MIN: rateLimit(30),
  PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: rateLimit(20),
})

export type Env = z.infer<typeof EnvSchema>

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
  rateLimits: { bookingsPerTenMinutes: number; publicLookupsPerMinute: number }
  mail: { smtpUrl?: string; from: string; inboundToken?: string; imapUrl?: string; imapPollSeconds: number }
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from the environment; a bad value throws a ConfigError naming each variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(environment)
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
    rateLimits: {
      bookingsPerTenMinutes: env.BOOKING_RATE_LIMIT_PER_10_MIN,
      publicLookupsPerMinute: env.PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.BUSINESS_NAME} <${env.BUSINESS_EMAIL}>`,
      inboundToken: env.INBOUND_EMAIL_TOKEN,
      imapUrl: env.IMAP_URL,
      imapPollSeconds: env.IMAP_POLL_SECONDS,
    },
  }
}
