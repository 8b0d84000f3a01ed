import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { acceptedEncodings } from './accept-encoding.ts'

const gzipAsync = promisify(gzip)

/**
 * Below this a JSON answer goes as it is: gzip's header and a round of the thread pool cost more than the bytes
 * save (most answers, an order or a count, are a few hundred bytes).
 */
export const COMPRESS_FROM_BYTES = 1024

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const accepted = acceptedEncodings(header)
  return accepted.has('gzip') || accepted.has('*')
}

/**
 * JSON answers of a kilobyte or more go gzip-compressed to a browser that takes it: the Workflow Board's columns,
 * a page of orders, a report's figures are 20 to 100 kB of JSON, and on a phone's slow connection the bytes were
 * most of the wait after the page's code (issue 45). Level 6, in the thread pool, about a millisecond for 100 kB.
 * The built app's files are compressed once at build time (client-app.ts) and not here; neither are downloads
 * (CSV, PDF, videos), which are not JSON.
 */
export const compressedJsonPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES) return payload
    if (reply.hasHeader('content-encoding')) return payload
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload
    void reply.header('vary', 'accept-encoding')
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload
    const compressed = await gzipAsync(payload, { level: constants.Z_DEFAULT_COMPRESSION })
    void reply.header('content-encoding', 'gzip')
    void reply.removeHeader('content-length')
    return compressed
  })
})
