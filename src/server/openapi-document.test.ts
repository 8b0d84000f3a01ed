import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AdminSessions } from '../shared/account.schema.ts'
import type { CalendarFeed, PickupSlot } from '../shared/pickup.schema.ts'
import type { RouteSummary } from './app.ts'
import { findAdminByUsername, newResetToken, storeResetToken } from './modules/auth/index.ts'
import { MP4_CLIP, multipartBody, titleFields } from './modules/videos/videos-test-support.ts'
import { localDateFromToday } from './modules/pickup/pickup-test-support.ts'
import {
  documentedRoutes,
  type OpenApiDocument,
  routeKey,
  seedShopForTheDocs,
  slotStartIn,
  strictOpenApi,
  tokenOf as tokenOfIn,
  WRITE_METHODS,
} from './openapi-test-support.ts'
import { detailedBooking } from './test/bookings.ts'
import { EXAMPLE_BODIES } from './test/example-bodies.ts'
import type { PaymentList } from '../shared/payment.schema.ts'
import { createTestApp, TEST_ADMIN } from './test/test-app.ts'

/**
 * The OpenAPI document as strict tools read it: every schema compiles in ajv's strict mode (JSON Schema
 * 2020-12, as OpenAPI 3.1 has it), and a real answer of every route, signed in, signed out and from another
 * site, has its status documented and matches the schema documented for it. Routes are taken as registered, so
 * one added later is checked without anyone listing it here.
 */

const INBOUND_TOKEN = 'openapi-inbound-token-0123456789'
const t = await createTestApp({
  env: {
    INBOUND_EMAIL_TOKEN: INBOUND_TOKEN,
    // The inbox is seeded with POST /api/emails/test, a development server's route.
    ENABLE_TEST_EMAILS: 'true',
    BOOKING_RATE_LIMIT_PER_10_MIN: '0',
    ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
    ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
  },
})
afterAll(() => t.close())

const document = t.app.swagger() as unknown as OpenApiDocument
const { validatorFor, operationOf, expectDocumented } = strictOpenApi(document)
const routes = documentedRoutes(t.app)

let cookie = ''
/** Pickup windows from three days on, so moves and reschedules have free windows that lie past the lead time. */
let slots: PickupSlot[] = []
/** A pending order with a pickup window: the owner moves it, and its customer reschedules it. */
let pickupOrderId = 0
/** A pending order its customer cancels. */
let cancelledOrderId = 0
/** A completed order: its customer chooses a return time, and the owner sets one. */
let completedOrderId = 0
/** A message the outbox has finished with, made "failed" again for the owner's Retry. */
let outboxId = 0

const tokenOf = (bookingId: number) => tokenOfIn(t, cookie, bookingId)
/** Customer 1's unsubscribe link, made as the first reminder to them would. */
const unsubscribeTokenOf1 = async () =>
  (
    await t.app.db
      .updateTable('customers')
      .set({ unsubscribe_token: 'unsubscribe-token-of-customer-1-for-the-docs' })
      .where('id', '=', 1)
      .returning('unsubscribe_token')
      .executeTakeFirstOrThrow()
  ).unsubscribe_token!
const slotStart = (index: number) => slotStartIn(slots, index)
/** Another browser signed in, for "End one session": ending this test's own would sign it out. */
async function otherSessionId() {
  await t.login()
  const list = await t.request({ method: 'GET', url: '/api/auth/sessions', cookie })
  const other = list.json<AdminSessions>().sessions.find((session) => !session.current)
  if (!other) throw new Error('no other session to end')
  return other.id
}

interface RealInput {
  /** Path parameters by name; any other is 1, a row the seed made. */
  params?: Record<string, string>
  query?: string
  payload?: unknown
}
/**
 * What a route needs beyond a seeded id and its EXAMPLE_BODIES entry to answer 2xx: a date, a live token, a
 * free window, a row in the right state. Run for each request, so a token reset earlier does not go stale.
 */
const SUCCESS_INPUT: Record<string, () => Promise<RealInput>> = {
  'GET /api/public/search': async () => ({ query: '?email=jane.doe%40example.com' }),
  'GET /api/schedule': async () => ({ query: `?from=${localDateFromToday(3)}&days=7` }),
  'GET /api/public/pickup-slots': async () => ({ query: `?from=${localDateFromToday(0)}` }),
  'GET /api/settings/:section/history': async () => ({ params: { section: 'prices' } }),
  'POST /api/bookings': async () => ({ payload: { ...detailedBooking, pickupSlotStart: slotStart(3) } }),
  'PUT /api/bookings/:id/pickup': async () => ({
    params: { id: String(pickupOrderId) },
    payload: { slotStart: slotStart(1) },
  }),
  // The same password again: a real change (a new hash, the other sessions end) that later sign-ins survive.
  // Not a fuzz example: a fuzzed new password would lock the fuzz test out.
  'PUT /api/auth/password': async () => ({
    payload: { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
  }),
  // A live reset link, as the e-mail carries one; the same password again, so sign-ins after it still work.
  'POST /api/auth/password-reset/:token': async () => {
    const admin = await findAdminByUsername(t.app.db, TEST_ADMIN.username)
    const token = newResetToken()
    await storeResetToken(t.app.db, admin!.id, token, t.app.clock.now())
    return { params: { token }, payload: { newPassword: TEST_ADMIN.password } }
  },
  'GET /api/public/orders/:token': async () => ({ params: { token: await tokenOf(1) } }),
  'GET /api/public/unsubscribe/:token': async () => ({ params: { token: await unsubscribeTokenOf1() } }),
  'POST /unsubscribe/:token': async () => ({ params: { token: await unsubscribeTokenOf1() } }),
  'GET /api/public/orders/:token/invoice.pdf': async () => ({ params: { token: await tokenOf(1) } }),
  'GET /api/public/orders/:token/review': async () => ({ params: { token: await tokenOf(1) } }),
  // The completed order's one review (the paid order 1 has one already, for Approve and Hide).
  'POST /api/public/orders/:token/review': async () => ({
    params: { token: await tokenOf(completedOrderId) },
  }),
  'POST /api/public/orders/:token/messages': async () => ({ params: { token: await tokenOf(1) } }),
  'POST /api/public/orders/:token/cancel': async () => ({
    params: { token: await tokenOf(cancelledOrderId) },
  }),
  'POST /api/public/orders/:token/reschedule': async () => ({
    params: { token: await tokenOf(pickupOrderId) },
    payload: { pickupSlotStart: slotStart(2) },
  }),
  'POST /api/public/orders/:token/return': async () => ({
    params: { token: await tokenOf(completedOrderId) },
    payload: { returnSlotStart: slotStart(0) },
  }),
  'PUT /api/bookings/:id/return': async () => ({
    params: { id: String(completedOrderId) },
    payload: { returnSlotStart: slotStart(1) },
  }),
  'POST /api/outbox/:id/retry': async () => {
    await t.app.db.updateTable('mail_outbox').set({ status: 'failed' }).where('id', '=', outboxId).execute()
    return { params: { id: String(outboxId) } }
  },
  'DELETE /api/auth/sessions/:id': async () => ({ params: { id: await otherSessionId() } }),
  'POST /api/bookings/:id/payments/:paymentId/void': async () => {
    const paid = await t.request({
      method: 'POST',
      url: '/api/bookings/2/payments',
      cookie,
      payload: { amount: '1.00', method: 'cash' },
    })
    return { params: { id: '2', paymentId: String(paid.json<PaymentList>().payments.at(-1)!.id) } }
  },
  'GET /calendar/:file': async () => {
    const feed = await t.request({ method: 'GET', url: '/api/settings/calendar', cookie })
    return { params: { file: new URL(feed.json<CalendarFeed>().url).pathname.split('/').at(-1)! } }
  },
}

/** The request that gets a real answer from the route: a seeded id, a body it takes, the form or message it reads. */
async function realRequest(route: RouteSummary, signedIn: boolean, headers: Record<string, string> = {}) {
  const input = (await SUCCESS_INPUT[routeKey(route)]?.()) ?? {}
  const url = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => input.params?.[name] ?? '1')
    .replace(/\*$/, '')
  const base = {
    method: route.method as 'GET',
    url: url + (input.query ?? ''),
    cookie: signedIn ? cookie : undefined,
  }
  if (!WRITE_METHODS.has(route.method)) return t.request({ ...base, headers })
  if (route.consumes?.includes('multipart/form-data')) {
    const { body, contentType } = await multipartBody([...titleFields(), { name: 'video', data: MP4_CLIP }])
    return t.request({ ...base, headers: { ...headers, 'content-type': contentType }, payload: body })
  }
  if (route.consumes?.includes('message/rfc822')) {
    return t.request({
      ...base,
      headers: { ...headers, authorization: `Bearer ${INBOUND_TOKEN}`, 'content-type': 'message/rfc822' },
      payload:
        'From: Jane Doe <jane.doe@example.com>\r\nSubject: Knives\r\nMessage-ID: <a@openapi>\r\n\r\nHello\r\n',
    })
  }
  const payload = (input.payload ?? EXAMPLE_BODIES[routeKey(route)]?.[0]) as object | undefined
  return t.request({ ...base, headers, ...(payload ? { payload } : {}) })
}

beforeAll(async () => {
  ;({ cookie, slots, pickupOrderId, cancelledOrderId, completedOrderId, outboxId } =
    await seedShopForTheDocs(t))
})

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and every schema in it compiles in strict mode', () => {
    expect(document.openapi).toBe('3.1.0')
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas = [
          ...(operation.parameters ?? []).map((parameter) => parameter.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((content) => content.schema),
          ...Object.values(operation.responses ?? {}).flatMap((response) =>
            Object.values(response.content ?? {}).map((content) => content.schema),
          ),
        ]
        for (const schema of schemas) {
          if (schema) expect(() => validatorFor(schema), `${method} ${path}`).not.toThrow()
        }
      }
    }
  })

  it('documents every API route, with the scheme that authorises it', () => {
    for (const route of routes) {
      const operation = operationOf(route)
      expect(operation, routeKey(route)).toBeDefined()
      const schemes = (operation?.security ?? []).flatMap((requirement) => Object.keys(requirement))
      for (const scheme of schemes) expect(document.components.securitySchemes, scheme).toHaveProperty(scheme)
      if (!route.public) expect(operation?.security, routeKey(route)).toEqual([{ session: [] }])
      else expect(operation?.security, routeKey(route)).toBeDefined()
    }
    const inbound = document.paths['/api/inbound/email']?.post
    expect(inbound?.security).toEqual([{ inboundBearer: [] }])
  })

  for (const route of routes) {
    it(`${routeKey(route)}: its real answers are documented and match`, async () => {
      if (!route.public) expectDocumented(route, await realRequest(route, false), 'signed out')
      if (WRITE_METHODS.has(route.method)) {
        const crossSite = await realRequest(route, true, { origin: 'https://evil.example' })
        expect(crossSite.statusCode, routeKey(route)).toBe(403)
        expectDocumented(route, crossSite, 'from another site')
      }
      const response = await realRequest(route, true)
      expectDocumented(route, response, 'signed in')
      // A success, so its schema is checked too and not only the error's.
      expect(
        response.statusCode,
        `${routeKey(route)}: ${response.body.slice(0, 300)}`,
      ).toBeGreaterThanOrEqual(200)
      expect(response.statusCode, `${routeKey(route)}: ${response.body.slice(0, 300)}`).toBeLessThan(300)
    })
  }
})
