import fs from 'node:fs'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import type { ApiError } from '../../shared/api-error.schema.ts'
import { apiNotFound } from './errors.ts'
import { loadPageChunks } from './page-chunks.ts'
import { chunkLinks, pageHintsFor, readLinks } from './page-hints.ts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the built React app, compressed: hashed assets for a year, everything else revalidated. Any path that is not an
 * API endpoint or a file gets index.html, so the client router shows the page or its own 404 page.
 */
export const clientAppPlugin = fp(async (app: FastifyInstance, options: { clientDir?: string }) => {
  const { clientDir } = options
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

  const sendPage = clientDir ? pageSender(clientDir) : undefined

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

/**
 * index.html with the page's hints in its head (page-hints.ts). The HTML depends on the address alone, never on
 * the visitor (no cookie), so it needs no Vary. The chunk links are cached per page; the reads are cheap to write.
 */
function pageSender(clientDir: string) {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const headEnd = indexHtml.indexOf('</head>')
  const chunks = loadPageChunks(clientDir)
  const chunkLinksByPage = new Map<string, string>()
  return (request: FastifyRequest, reply: FastifyReply) => {
    // Split by hand: new URL() throws on some paths a client may send ('//[', say), and a page is never a 500.
    const queryAt = request.url.indexOf('?')
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1))
    const hints = pageHintsFor(pathname, query)
    let links = chunkLinksByPage.get(hints.chunkKey)
    if (links === undefined) {
      links = chunkLinks(hints, chunks)
      chunkLinksByPage.set(hints.chunkKey, links)
    }
    const html = `${indexHtml.slice(0, headEnd)}${links}${readLinks(hints)}${indexHtml.slice(headEnd)}`
    return reply.type('text/html; charset=utf-8').send(html)
  }
}
