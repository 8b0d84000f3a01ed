import type { Socket } from 'node:net'

import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Server } from 'node:http'
import fp from 'fastify-plugin'

import type { Timeouts } from '../config.ts'

/** How often the bodies still arriving are checked against the minimum rate. */
const CHECK_EVERY_MS = 1000

const TIMED_OUT_BODY = JSON.stringify({
  error: 'The request took too long to arrive. Please check your connection and try again.',
  code: 'REQUEST_TIMEOUT',
})
const TIMED_OUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(TIMED_OUT_BODY)}\r\n\r\n${TIMED_OUT_BODY}`

/**
 * Node's own limits, for Fastify's options: headers, the whole request (long enough for a 100 MB upload on a
 * slow link), idle keep-alive and idle connections. Node checks headers and requests every
 * connectionsCheckingInterval, so that runs at a fraction of the shortest.
 */
export function serverTimeoutOptions(timeouts: Timeouts): Partial<FastifyHttpOptions<Server>> {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleConnectionMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
    },
  }
}

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0')

/**
 * A body must keep arriving: after a grace period it must average at least `bodyMinBytesPerSecond`, or the
 * client is answered 408 and the connection closed. A body sent a byte every ten seconds cannot hold a
 * connection open; an upload that is merely slow (32 KB/s by default: 100 MB in under an hour) goes through.
 */
export const slowClientsPlugin = fp(async (app: FastifyInstance) => {
  const { bodyGraceMs, bodyMinBytesPerSecond } = app.config.timeouts
  // One sweep over all bodies still arriving, not a timer each: 20,000 slow connections cost one timer.
  const arriving = new Set<ArrivingBody>()
  const sweep = () => {
    const now = Date.now()
    for (const body of arriving) {
      const { request, reply, socket } = body
      if (request.raw.complete || socket.destroyed) {
        arriving.delete(body)
        continue
      }
      const elapsedMs = now - body.startedAt
      if (elapsedMs <= bodyGraceMs) continue
      const received = socket.bytesRead - body.bytesAtStart
      if (received >= (bodyMinBytesPerSecond * (elapsedMs - bodyGraceMs)) / 1000) continue
      arriving.delete(body)
      request.log.info({ elapsedMs, bytes: received }, 'request body too slow: closed')
      // Nothing of an answer has gone out yet (the handler waits for the body): say why before closing.
      if (!reply.raw.headersSent && socket.writable) socket.write(TIMED_OUT_RESPONSE, () => socket.destroy())
      else socket.destroy()
    }
  }
  const sweeper = setInterval(sweep, Math.max(50, Math.min(CHECK_EVERY_MS, bodyGraceMs / 2)))
  sweeper.unref()
  app.addHook('onClose', async () => clearInterval(sweeper))

  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket as Socket | null
    // app.inject has no real connection to watch.
    if (!hasBody(request.raw.headers) || request.raw.complete || typeof socket?.bytesRead !== 'number') return
    const body: ArrivingBody = {
      request,
      reply,
      socket,
      startedAt: Date.now(),
      bytesAtStart: socket.bytesRead,
    }
    arriving.add(body)
    request.raw.once('close', () => arriving.delete(body))
  })
})

interface ArrivingBody {
  request: FastifyRequest
  reply: FastifyReply
  socket: Socket
  startedAt: number
  bytesAtStart: number
}
