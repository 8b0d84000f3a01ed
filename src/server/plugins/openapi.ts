import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

import { readBusinessProfile } from '../modules/business/index.ts'

const API_ERROR = { $ref: '#/components/schemas/ApiError' }
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Each route's own schemas, plus what every route of its kind answers without saying so itself: 401 from the
 * session guard on an admin route, 403 from the Origin check on a write, and the scheme that authorises it
 * (the session cookie; none on a public route; a route may name its own, like the inbound bearer token).
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input)
  const schema = result.schema as Record<string, unknown> | undefined
  if (!schema || schema.hide) return result
  const isPublic = input.route.config?.public === true
  const response = (schema.response ?? {}) as Record<string, unknown>
  if (!isPublic) response['401'] ??= API_ERROR
  if ([input.route.method].flat().some((method) => WRITE_METHODS.has(method))) response['403'] ??= API_ERROR
  schema.response = response
  schema.security ??= isPublic ? [] : [{ session: [] }]
  return result
}

/** The API reference, generated from the routes' own zod schemas: /api/docs (and /api/docs/json). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // The name as saved in Settings when the server started; a later rename shows after a restart.
  const { name } = await readBusinessProfile(app.db)
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, so a nullable value is a type that includes null, as strict
      // validators (ajv) read it.
      openapi: '3.1.0',
      info: {
        title: `${name} API`,
        description: 'Bookings, customers, reports, e-mail and videos. Admin routes need the session cookie.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          inboundBearer: { type: 'http', scheme: 'bearer', description: 'INBOUND_EMAIL_TOKEN' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
})
