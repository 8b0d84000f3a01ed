import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

import type { ApiError } from '../../shared/api-error.schema.ts'
import { HttpError } from '../http-errors.ts'
import { orderNotFound } from '../modules/order-page/index.ts'
import { isCapacityRefusal, slotFull } from '../modules/pickup/index.ts'

/** Fastify's own client errors, in words a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { code: string; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', error: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_JSON',
    error: 'The request body is empty but says it is JSON; send {} for an empty object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'This content type is not accepted here; send JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_CONTENT_LENGTH',
    error: 'The Content-Length header does not match the body.',
  },
  FST_ERR_BAD_URL: { code: 'BAD_URL', error: 'The address is not a valid URL.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URL_TOO_LONG', error: 'A part of the address is too long.' },
}

const INTERNAL_ERROR: ApiError = {
  error: 'Something went wrong on our side. Please try again in a moment.',
  code: 'INTERNAL_ERROR',
}

function toApiError(error: FastifyError): {
  status: number
  body: ApiError
  headers?: Record<string, string>
} {
  // The database refused a place beyond a window's capacity (migration 0028): another booking took the last one.
  if (isCapacityRefusal(error)) return toApiError(slotFull() as FastifyError)
  if (error instanceof HttpError) {
    const body: ApiError = { error: error.message, code: error.code }
    if (error.issues) body.issues = error.issues
    return { status: error.statusCode, body, headers: error.headers }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }))
    return {
      status: 400,
      body: { error: issues[0]?.message ?? 'Invalid request', code: 'VALIDATION_FAILED', issues },
    }
  }
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
  const status = error.statusCode ?? 500
  if (known) return { status, body: known }
  if (status >= 400 && status < 500) {
    return { status, body: { error: error.message, code: error.code ?? 'BAD_REQUEST' } }
  }
  return { status: 500, body: INTERNAL_ERROR }
}

/** One error handler for the whole app: every failure leaves as `{ error, code, issues? }`, 5xx without internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = toApiError(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ status, code: body.code }, body.error)
    if (headers) void reply.headers(headers)
    return reply.status(status).type('application/json; charset=utf-8').send(body)
  })
})

/** The customer's order page and its API: every path segment after these is a token, or text that opens nothing. */
const ORDER_PATH = /^\/(api\/public\/)?orders\//

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or error handler runs (a malformed
 * percent-encoding, an over-long path parameter) leaves in the same shape, without echoing the path back.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' && ORDER_PATH.test(request.url)) {
    return routeBadEscapesAsText(request, reply)
  }
  // An order token too long for the router is a token that opens nothing: the order page's one 404.
  const overlongToken =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' && request.url.startsWith('/api/public/orders/')
  const { status, body } = toApiError(overlongToken ? (orderNotFound() as FastifyError) : error)
  request.log.info({ status, code: body.code }, body.error)
  return reply.status(status).type('application/json; charset=utf-8').send(body)
}

/**
 * A token with a broken escape (`/orders/%E0%A4%A`) is a token that opens nothing, and must look exactly like an
 * unknown one: the page gets the web app (which shows "Order Not Found"), the API its one 404, counted in the
 * rate limit. So the request is routed again with each `%` of its path read as the text it is, which decodes.
 */
function routeBadEscapesAsText(request: FastifyRequest, reply: FastifyReply) {
  const [path = '', ...query] = request.raw.url?.split('?') ?? []
  request.raw.url = [path.replaceAll('%', '%25'), ...query].join('?')
  request.server.routing(request.raw, reply.raw)
}

/** The JSON answer for an /api path that no route serves. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]?.slice(0, 200) ?? ''
  const body: ApiError = { error: `No API endpoint answers ${request.method} ${path}.`, code: 'NOT_FOUND' }
  return reply.status(404).send(body)
}
