import type { FastifyRequest, FastifyServerOptions } from 'fastify'

import type { Config } from '../config.ts'

/**
 * Path segments that are secrets: the customer's order page and unsubscribe link, and the admin's password reset
 * link, as pages and through the API.
 */
const ORDER_TOKEN_IN_PATH = /\/(orders|unsubscribe|reset-password|password-reset)\/[^/?#]*/g

/**
 * What the request log says of a request: the route's pattern (/api/public/orders/:token), never the address as
 * sent, which may carry an order link's token or a searched e-mail in its query. A request no route matched (a
 * page of the web app, an unknown path) is logged by its path, with any order token and the query left out.
 */
export function loggedRequestUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions.url
  if (pattern) return pattern
  const path = request.url.split('?')[0] ?? ''
  return path.replace(ORDER_TOKEN_IN_PATH, '/$1/:token').slice(0, 200)
}

/** The server's pino options: the configured level, and requests logged by pattern (loggedRequestUrl). */
export function requestLogOptions(
  level: Config['logLevel'],
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedRequestUrl(request),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  }
}
