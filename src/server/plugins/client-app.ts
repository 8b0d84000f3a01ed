import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import type { ApiError } from '../../shared/api-error.schema.ts'
import { apiNotFound } from './errors.ts'
import { pageSender } from './page-html.ts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the built React app, compressed: hashed assets for a year, everything else revalidated. Any path that is not an
 * API endpoint or a file gets index.html, so the client router shows the page or its own 404 page.
 */
export interface ClientAppOptions {
  clientDir?: string
  /** The renderer of the pages the server draws (prerender.ts); without it they go as the shell. */
  prerenderModule?: string
  /** The business's time zone, for the Schedule's preload of today (page-hints.ts); undefined when unreadable. */
  businessTimeZone?: () => Promise<string | undefined>
}

export const clientAppPlugin = fp(async (app: FastifyInstance, options: ClientAppOptions) => {
  const { clientDir, prerenderModule, businessTimeZone = async () => undefined } = options
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The build writes a .br and a .gz beside each text file (scripts/precompress.ts): sent to browsers that
      // take them, with no compression work per request.
      preCompressed: true,
      // GET / is an app page like any other, answered with its hints below.
      index: false,
      // The build's tables for the page hints (page-chunks.ts) are the server's, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep)
        void reply.header(
          'cache-control',
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        )
      },
    })
  }

  const sendPage = clientDir ? pageSender(clientDir, { businessTimeZone, prerenderModule }) : undefined

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return apiNotFound(request, reply)
    if (!clientDir) {
      const body: ApiError = {
        error: 'The web client has not been built; run npm run build.',
        code: 'NOT_FOUND',
      }
      return reply.status(404).send(body)
    }
    void reply.header('cache-control', 'no-cache')
    if (request.method === 'GET' && sendPage) return sendPage(request, reply)
    return reply.sendFile('index.html')
  })
})
