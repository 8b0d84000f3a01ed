import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RouteSummary } from '../app.ts'
import { mailSettled } from '../modules/outgoing-mail/outbox-test-support.ts'
import { MP4_CLIP, postUpload, postYoutube, titleFields } from '../modules/videos/videos-test-support.ts'
import { detailedBooking, pickupBooking, postBooking } from '../test/bookings.ts'
import { EXAMPLE_BODIES } from '../test/example-bodies.ts'
import { createTestApp, whileNothingIsDropped } from '../test/test-app.ts'
import {
  baseSeed,
  describeRequest,
  expectErrorShape,
  MAY_WRITE_WHEN_REFUSED,
  refusedAt,
  routeSeed,
  runsFor,
} from './bad-input-fuzz-test-support.ts'
import {
  changedTables,
  databaseFingerprints,
  listTables,
  databaseSnapshots,
  type SnapshotTable,
} from './database-snapshot.ts'
import { knownDatabaseState, type KnownState } from './known-database-state.ts'
import { requestArbitrary, type FuzzRequest, type OperationInput } from './fuzz-requests.ts'
import type { JsonSchema } from './json-schema-arbitrary.ts'

/**
 * docs/decisions.md "Errors": bad input never produces a 5xx, every refusal is `{ error, code, issues? }`,
 * and a refused request changes nothing. Checked with generated requests against every route the app
 * registers, so a route added later is fuzzed without anyone listing it here.
 */

const INBOUND_TOKEN = 'fuzz-inbound-token-0123456789'
/** Requests that got past every guard, parser and schema to their handler (a preHandler hook counts them). */
let handlerCalls = 0
const t = await createTestApp({
  // ENABLE_TEST_EMAILS: the inbox is seeded with the samples (POST /api/emails/test).
  env: { INBOUND_EMAIL_TOKEN: INBOUND_TOKEN, ENABLE_TEST_EMAILS: 'true' },
  beforeReady: (app) => {
    app.addHook('preHandler', async () => {
      handlerCalls += 1
    })
  },
})
afterAll(() => t.close())

const routeKey = (route: RouteSummary) => `${route.method} ${route.url}`
const isAdminOnly = (route: RouteSummary) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.public

interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationInput>>
  components?: { schemas?: Record<string, JsonSchema> }
}
const openapi = t.app.swagger() as OpenApiDocument
const resolveRef = (ref: string) => openapi.components?.schemas?.[ref.replace('#/components/schemas/', '')]
/** The OpenAPI operation of a route (HEAD is described by its GET); none for hidden routes such as the docs. */
const operationOf = (route: RouteSummary) =>
  openapi.paths?.[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[
    (route.method === 'HEAD' ? 'GET' : route.method).toLowerCase()
  ]

let tables: SnapshotTable[] = []
/** The rate limits, row by row: the only table a refusal may write to (MAY_WRITE_WHEN_REFUSED). */
let database: ReturnType<typeof knownDatabaseState>
let cookie = ''

/** A few rows of every kind, so generated ids 1 to 4 find real bookings, videos and e-mails. */
async function seed() {
  for (const booking of [detailedBooking, pickupBooking, detailedBooking, pickupBooking]) {
    expect((await postBooking(t, booking)).statusCode).toBe(201)
  }
  expect(
    (await t.request({ method: 'PATCH', url: '/api/bookings/3/status', cookie, payload: { status: 'paid' } }))
      .statusCode,
  ).toBe(200)
  expect((await t.request({ method: 'PATCH', url: '/api/bookings/3/archive', cookie })).statusCode).toBe(200)
  expect((await postYoutube(t, cookie, {})).statusCode).toBe(201)
  expect((await postYoutube(t, cookie, { category: 'Process', isActive: false })).statusCode).toBe(201)
  const upload = await postUpload(t, cookie, [...titleFields(), { name: 'video', data: MP4_CLIP }])
  expect(upload.statusCode).toBe(201)
  expect((await t.request({ method: 'POST', url: '/api/emails/test', cookie })).statusCode).toBe(201)
}

beforeAll(async () => {
  cookie = await t.login()
  await seed()
  const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
  // Kysely's introspection reads every schema's tables: not while another test file drops its own.
  tables = await whileNothingIsDropped(() => listTables(t.app.db, schema))
  database = knownDatabaseState(
    databaseSnapshots(t.app.db, tables, ['rate_limits']),
    databaseFingerprints(t.app.db, tables),
  )
})

/** The admin's session again, should a generated request have ended it (sign-out). */
async function keepSignedIn() {
  const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie })
  if (me.statusCode === 401) cookie = await t.login()
}

/**
 * The state a refused request left: the next request of its route starts from it, as nothing else runs in between
 * (a successful request's mail is settled first), so its fingerprint is not read twice.
 */
let leftByRefusal: KnownState | undefined

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Where each generated write request ended: at which guard it was refused, or in its handler. */
const writeOutcomes = new Map<string, number>()

async function sendAndCheck(route: RouteSummary, request: FuzzRequest) {
  const before = leftByRefusal ?? (await database.current())
  leftByRefusal = undefined
  const handlerCallsBefore = handlerCalls
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(request.signedIn ? { cookie } : {}) },
    remoteAddress: request.remoteAddress,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  })
  const status = response.statusCode
  if (WRITE_METHODS.has(request.method)) {
    const outcome =
      handlerCalls > handlerCallsBefore
        ? `handler: ${status < 400 ? 'done' : 'refused'}`
        : refusedAt(response)
    writeOutcomes.set(outcome, (writeOutcomes.get(outcome) ?? 0) + 1)
  }
  const where = `${request.method} ${request.url.slice(0, 200)} (${request.signedIn ? 'signed in' : 'signed out'}) → ${status}`

  expect(status, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500)
  if (isAdminOnly(route) && !request.signedIn) expect(status, where).toBeGreaterThanOrEqual(400)
  if (status >= 400) {
    if (request.method === 'HEAD')
      expect(response.headers['content-type'], where).toMatch(/^application\/json/)
    else expectErrorShape(response, where)
    const after = await database.current()
    const ignored = MAY_WRITE_WHEN_REFUSED[routeKey(route)]?.(request)
    const changed = after === before ? [] : changedTables(before.snapshot, after.snapshot, ignored)
    expect(changed, `${where}: changed by a refused request: ${changed.join(', ')}`).toEqual([])
    leftByRefusal = after
  } else {
    await mailSettled(t.app.db)
    if (request.signedIn) await keepSignedIn()
  }
}

describe('every registered route under generated bad input', () => {
  it('finds the routes and their tables', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(40)
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['bookings', 'customers', 'rate_limits', 'sessions']),
    )
  })

  for (const route of t.app.registeredRoutes) {
    const key = routeKey(route)
    const operation = operationOf(route)
    const runs = runsFor(route, operation)
    it(`${key}: never 5xx, refusals in the error shape, and a refusal changes nothing`, async () => {
      leftByRefusal = undefined
      const arbitrary = requestArbitrary({
        route,
        operation,
        resolve: resolveRef,
        inboundToken: INBOUND_TOKEN,
        examples: EXAMPLE_BODIES[key],
      })
      const seed = routeSeed(key)
      const details = await fc.check(
        fc.asyncProperty(arbitrary, (request) => sendAndCheck(route, request)),
        // No shrinking: earlier requests have changed the database, so a smaller replay would not be the same.
        { seed, numRuns: runs, endOnFailure: true },
      )
      if (details.failed) {
        const reason =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance)
        throw new Error(
          `${key}: request ${details.numRuns} of ${runs} failed (FUZZ_SEED=${baseSeed} replays this run).\n` +
            `${describeRequest(details.counterexample?.[0])}\n${reason}`,
        )
      }
    }, 60_000)
  }
})

describe('where the generated write requests ended', () => {
  it('reached a handler with at least half of them, not only the guards', () => {
    const total = [...writeOutcomes.values()].reduce((sum, count) => sum + count, 0)
    const reached = [...writeOutcomes]
      .filter(([outcome]) => outcome.startsWith('handler'))
      .reduce((sum, [, count]) => sum + count, 0)
    const rows = [...writeOutcomes]
      .sort(([, a], [, b]) => b - a)
      .map(
        ([outcome, count]) =>
          `  ${outcome.padEnd(48)} ${String(count).padStart(5)}  ${((100 * count) / total).toFixed(1)} %`,
      )
    console.log(`Generated write requests (${total}), by where they ended:\n${rows.join('\n')}`)
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(
      `Database snapshots: ${database.reads.snapshot.count} taken (${seconds(database.reads.snapshot.ms)}), ` +
        `${database.reads.fingerprint.count} fingerprints read (${seconds(database.reads.fingerprint.ms)})`,
    )
    expect(total).toBeGreaterThan(200)
    expect(reached / total).toBeGreaterThanOrEqual(0.5)
  })
})

describe('ids past what the database stores', () => {
  // A 32-bit integer column on PostgreSQL: one more is an error there unless the route refuses it first.
  const tooLarge = ['2147483648', '9007199254740991', '99999999999', '0', '-1']
  const withId = t.app.registeredRoutes.filter((route) => route.url.includes('/:') && route.method !== 'HEAD')

  it.each(withId.map((route) => [routeKey(route), route] as const))('%s answers 4xx', async (_key, route) => {
    for (const id of tooLarge) {
      const response = await t.request({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z0-9_]+/g, id),
        cookie,
        ...(route.method === 'GET' ? {} : { payload: EXAMPLE_BODIES[routeKey(route)]?.[0] ?? {} }),
      })
      expect(response.statusCode, `${route.method} ${id}: ${response.body}`).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, `${route.method} ${id}: ${response.body}`).toBeLessThan(500)
    }
  })
})
