import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import ajvFormats, { type FormatsPlugin } from 'ajv-formats'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

import type { CreatedBooking, CustomerLink } from '../shared/order-page.schema.ts'
import type { PickupSlot } from '../shared/pickup.schema.ts'
import type { RouteSummary } from './app.ts'
import { postYoutube } from './modules/videos/videos-test-support.ts'
import { outboxRows, waitFor } from './modules/outgoing-mail/outbox-test-support.ts'
import {
  everyDayWindows,
  getSlots,
  localDateFromToday,
  putPickupSettings,
} from './modules/pickup/pickup-test-support.ts'
import { detailedBooking, pickupBooking, postBooking } from './test/bookings.ts'
import type { TestApp } from './test/test-app.ts'

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: object }>
  requestBody?: { content?: Record<string, { schema?: object }> }
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>
  security?: Array<Record<string, string[]>>
}
export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> }
}

export const routeKey = (route: RouteSummary) => `${route.method} ${route.url}`
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Every documented route but HEAD (its GET is documented) and the documentation itself, in the order a test
 * calls them all on one app: destructive ones last, so the others find the rows they need; then the reset link,
 * which ends every session, and signing out at the very end.
 */
export function documentedRoutes(app: FastifyInstance): RouteSummary[] {
  const routes = app.registeredRoutes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      (route.url.startsWith('/api/') || route.url.startsWith('/calendar/')) &&
      !route.url.startsWith('/api/docs'),
  )
  const order = (route: RouteSummary) =>
    route.url === '/api/auth/logout'
      ? 4
      : route.url === '/api/auth/password-reset/:token'
        ? 3
        : route.method === 'DELETE'
          ? 2
          : route.method === 'GET'
            ? 0
            : 1
  return routes.sort((a, b) => order(a) - order(b))
}

/** The document as strict tools read it: ajv in strict mode (JSON Schema 2020-12, as OpenAPI 3.1 has it). */
export function strictOpenApi(document: OpenApiDocument) {
  const SCHEMAS = 'https://openapi.test/components/schemas/'
  /** The document's `#/components/schemas/X` references, made absolute so ajv finds each schema on its own. */
  function withAbsoluteRefs(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(withAbsoluteRefs)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) =>
        key === '$ref' && typeof item === 'string'
          ? [key, item.replace('#/components/schemas/', SCHEMAS)]
          : [key, withAbsoluteRefs(item)],
      ),
    )
  }

  // A CommonJS module: what `import` gives differs by resolver, but the plugin always carries itself as `default`.
  const addFormats = (ajvFormats as unknown as { default: FormatsPlugin }).default
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  for (const [name, schema] of Object.entries(document.components.schemas))
    ajv.addSchema({ ...(withAbsoluteRefs(schema) as object), $id: `${SCHEMAS}${name}` })

  const compiled = new Map<string, ValidateFunction>()
  function validatorFor(schema: object): ValidateFunction {
    const key = JSON.stringify(schema)
    let validate = compiled.get(key)
    if (!validate) {
      validate = ajv.compile(withAbsoluteRefs(schema) as object)
      compiled.set(key, validate)
    }
    return validate
  }
  const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
  const operationOf = (route: RouteSummary) =>
    document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()]

  /** Fails unless the answer's status is documented for the route and its body matches the documented schema. */
  function expectDocumented(route: RouteSummary, response: LightMyRequestResponse, how: string) {
    const where = `${routeKey(route)} (${how}) → ${response.statusCode}`
    const documented = operationOf(route)?.responses?.[String(response.statusCode)]
    expect(documented, `${where} is not documented: ${response.body.slice(0, 200)}`).toBeDefined()
    if (response.statusCode === 204 || response.body === '') return
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
    const content = documented?.content?.[type]
    expect(
      content,
      `${where}: ${type} is not documented (${Object.keys(documented?.content ?? {})})`,
    ).toBeDefined()
    if (type !== 'application/json' || !content?.schema) return
    const validate = validatorFor(content.schema)
    const valid = validate(JSON.parse(response.body))
    expect(valid, `${where}: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 400)}`).toBe(true)
  }
  return { validatorFor, operationOf, expectDocumented }
}

/** The order's private link, as the owner fetches it. */
export async function tokenOf(t: TestApp, cookie: string, bookingId: number) {
  const response = await t.request({ method: 'GET', url: `/api/bookings/${bookingId}/customer-link`, cookie })
  return response.json<CustomerLink>().token
}

export function slotStartIn(slots: PickupSlot[], index: number) {
  const slot = slots[index]
  if (!slot) throw new Error(`no pickup slot ${index}: ${slots.length} slots`)
  return slot.start
}

/**
 * A shop with a row in the state each route needs, signed in: order 1 paid, reviewed and its confirmation sent
 * (`outboxId`), order 2 pending, a video, an e-mail, and pickup orders in the windows from three days on: one to
 * move and reschedule, one to cancel, one completed.
 */
export async function seedShopForTheDocs(t: TestApp) {
  const cookie = await t.login()
  // An order with a status change (the history's fromStatus and toStatus, null and not), a video, an e-mail.
  for (const booking of [detailedBooking, detailedBooking])
    expect((await postBooking(t, booking)).statusCode).toBe(201)
  const status = {
    method: 'PATCH' as const,
    url: '/api/bookings/1/status',
    cookie,
    payload: { status: 'paid' },
  }
  expect((await t.request(status)).statusCode).toBe(200)
  // Review 1, of the paid order 1, for the owner's Approve and Hide.
  const review = {
    method: 'POST' as const,
    url: `/api/public/orders/${await tokenOf(t, cookie, 1)}/review`,
    payload: { rating: 4, comment: 'Quick and friendly', publish: true },
  }
  expect((await t.request(review)).statusCode).toBe(201)
  expect((await postYoutube(t, cookie, {})).statusCode).toBe(201)
  expect((await t.request({ method: 'POST', url: '/api/emails/test', cookie })).statusCode).toBe(201)

  expect((await putPickupSettings(t, cookie, everyDayWindows)).statusCode).toBe(200)
  const slots = (await getSlots(t, localDateFromToday(3), 3)).slots
  const bookInSlot = async (index: number) => {
    const response = await postBooking(t, { ...pickupBooking, pickupSlotStart: slotStartIn(slots, index) })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<CreatedBooking>().id
  }
  const pickupOrderId = await bookInSlot(0)
  const cancelledOrderId = await bookInSlot(4)
  const completedOrderId = await bookInSlot(5)
  const completed = { status: 'completed' }
  const completing = { method: 'PATCH' as const, url: `/api/bookings/${completedOrderId}/status`, cookie }
  expect((await t.request({ ...completing, payload: completed })).statusCode).toBe(200)

  const confirmation = { method: 'POST' as const, url: '/api/bookings/1/send-confirmation', cookie }
  expect((await t.request(confirmation)).statusCode).toBe(200)
  // Once the sender is done with it, so that marking it failed races no attempt.
  const settled = await waitFor(async () =>
    (await outboxRows(t.app.db)).find((row) => row.status === 'sent' || row.status === 'failed'),
  )
  return { cookie, slots, pickupOrderId, cancelledOrderId, completedOrderId, outboxId: settled.id }
}
