import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

import { ApiError } from '../../shared/api-error.schema.ts'
import type { RouteSummary } from '../app.ts'
import type { IgnoredRows } from './database-snapshot.ts'
import type { FuzzRequest, OperationInput } from './fuzz-requests.ts'

/**
 * The bad-input fuzz test's settings (its seed, how many requests per route) and its rules for a refusal: the
 * error shape, the guard that answered, and the few rows a refusal may write.
 */

/** Under CI the same requests every run; elsewhere new ones each run. A failure names the seed to replay it. */
const CI_SEED = 20_260_108
export const baseSeed = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI === 'true'
    ? CI_SEED
    : Math.floor(Math.random() * 2 ** 31)
/** Requests per route that reads input (half of them signed in); FUZZ_RUNS raises it for a longer hunt. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40)

/** The same route always gets the same seed from one base seed, however many routes come before it. */
export function routeSeed(key: string) {
  let hash = baseSeed | 0
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619)
  return hash >>> 0
}

/** A request as a failure report shows it: long texts cut, so the report stays readable. */
export function describeRequest(request: unknown): string {
  return JSON.stringify(
    request,
    (_key, value: unknown) => {
      if (Buffer.isBuffer(value)) return `<${value.length} bytes>`
      if (typeof value === 'string' && value.length > 300)
        return `${value.slice(0, 300)}… (${value.length} characters)`
      return value
    },
    2,
  )
}

/**
 * Fewer requests where there is less to vary: a route that reads no parameter, query or body (the docs, the
 * health check) gets a quarter, and a HEAD route half, since it runs its GET route's handler.
 */
export function runsFor(route: RouteSummary, operation: OperationInput | undefined): number {
  const readsInput =
    /[:*]/.test(route.url) ||
    !['GET', 'HEAD'].includes(route.method) ||
    (operation?.parameters?.length ?? 0) > 0
  if (!readsInput) return Math.ceil(RUNS_PER_ROUTE / 4)
  return route.method === 'HEAD' ? Math.ceil(RUNS_PER_ROUTE / 2) : RUNS_PER_ROUTE
}

/**
 * Refusals that write, on purpose, and the only rows they may touch. Each counts the attempt against the
 * client's own limit, so a guesser cannot try for free: docs/decisions.md "Auth" (login) and "Public look-ups".
 * Nothing else may change after a 4xx: sessions do not (a session slides only once it is an hour old, and notes
 * its last use every ten minutes), and a booking refused by its rate limit is rolled back with its count.
 */
const loginAttempts = (request: FuzzRequest): IgnoredRows => {
  const own = `login:${request.remoteAddress}`
  // And every client's attempts on one username, which slow the next (docs/decisions.md "Auth").
  return (table, row) =>
    table === 'rate_limits' &&
    (row.key === own || String(row.key).startsWith(`${own}:`) || String(row.key).startsWith('login-account:'))
}
const lookupAttempts =
  (request: FuzzRequest): IgnoredRows =>
  (table, row) =>
    table === 'rate_limits' && row.key === `lookup:${request.remoteAddress}`
/** The free pickup times count every request against the client, as the look-ups do. */
const slotLookups =
  (request: FuzzRequest): IgnoredRows =>
  (table, row) =>
    table === 'rate_limits' && row.key === `pickup-slots:${request.remoteAddress}`
/** The order page counts every request, and its actions twice (page and actions), as the look-ups do. */
const orderPageAttempts =
  (request: FuzzRequest): IgnoredRows =>
  (table, row) =>
    table === 'rate_limits' &&
    (row.key === `order:${request.remoteAddress}` || row.key === `order-action:${request.remoteAddress}`)

/** The unsubscribe link counts every request against the client, as the order page does. */
const unsubscribeAttempts =
  (request: FuzzRequest): IgnoredRows =>
  (table, row) =>
    table === 'rate_limits' && row.key === `unsubscribe:${request.remoteAddress}`

/** A wrong current password counts against the admin's own limit (account.routes.ts). */
const passwordGuesses = (): IgnoredRows => (table, row) =>
  table === 'rate_limits' && String(row.key).startsWith('password:')
/** Password reset requests and reset links count against the client, as sign-in does (password-reset.routes.ts). */
const passwordResetAttempts =
  (request: FuzzRequest): IgnoredRows =>
  (table, row) =>
    table === 'rate_limits' &&
    (String(row.key).startsWith(`password-reset:${request.remoteAddress}`) ||
      row.key === `password-reset-link:${request.remoteAddress}`)
export const MAY_WRITE_WHEN_REFUSED: Record<string, (request: FuzzRequest) => IgnoredRows> = {
  'GET /api/public/orders/:token': orderPageAttempts,
  'HEAD /api/public/orders/:token': orderPageAttempts,
  'GET /api/public/orders/:token/invoice.pdf': orderPageAttempts,
  'HEAD /api/public/orders/:token/invoice.pdf': orderPageAttempts,
  'POST /api/public/orders/:token/cancel': orderPageAttempts,
  'POST /api/public/orders/:token/messages': orderPageAttempts,
  'POST /api/public/orders/:token/reschedule': orderPageAttempts,
  'POST /api/public/orders/:token/return': orderPageAttempts,
  'GET /api/public/orders/:token/review': orderPageAttempts,
  'HEAD /api/public/orders/:token/review': orderPageAttempts,
  'POST /api/public/orders/:token/review': orderPageAttempts,
  'POST /api/public/order-links': lookupAttempts,
  'GET /api/public/unsubscribe/:token': unsubscribeAttempts,
  'HEAD /api/public/unsubscribe/:token': unsubscribeAttempts,
  'POST /unsubscribe/:token': unsubscribeAttempts,
  'POST /api/auth/login': loginAttempts,
  'POST /api/auth/password-reset': passwordResetAttempts,
  'POST /api/auth/password-reset/:token': passwordResetAttempts,
  'GET /api/public/pickup-slots': slotLookups,
  'HEAD /api/public/pickup-slots': slotLookups,
  'PUT /api/auth/password': passwordGuesses,
  'GET /api/booking/:id': lookupAttempts,
  'HEAD /api/booking/:id': lookupAttempts,
  'GET /api/public/search': lookupAttempts,
  'HEAD /api/public/search': lookupAttempts,
}

/** The error shape, and nothing else in it. */
export function expectErrorShape(response: LightMyRequestResponse, where: string) {
  expect(response.headers['content-type'], where).toMatch(/^application\/json/)
  if (response.body === '') throw new Error(`${where}: an error with an empty body`)
  const body: unknown = JSON.parse(response.body)
  const parsed = ApiError.safeParse(body)
  expect(parsed.success, `${where}: ${response.body.slice(0, 300)}`).toBe(true)
  expect(
    Object.keys(body as object).filter((key) => !['error', 'code', 'issues'].includes(key)),
    where,
  ).toEqual([])
  expect(parsed.data?.error.trim(), where).not.toBe('')
  expect(parsed.data?.code, where).toMatch(/^[A-Z][A-Z0-9_]*$/)
}

/** The guard that refused a request which never reached its handler, told by the answer it gave. */
export function refusedAt(response: LightMyRequestResponse): string {
  let code = ''
  try {
    code = String((JSON.parse(response.body) as { code?: unknown }).code ?? '')
  } catch {
    code = 'no JSON body'
  }
  const status = response.statusCode
  if (status === 401 && code === 'UNAUTHENTICATED') return 'session guard (401)'
  if (status === 403 && code === 'FORBIDDEN') return 'origin check (403)'
  if (status === 415 || ['MALFORMED_JSON', 'BAD_CONTENT_LENGTH', 'PAYLOAD_TOO_LARGE'].includes(code))
    return 'content type or body parser'
  if (status === 400 && code === 'VALIDATION_FAILED') return 'schema and text rule (400)'
  if (status === 429) return 'rate limit (429)'
  return `before the handler: ${status} ${code}`
}
