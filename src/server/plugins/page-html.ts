import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { FastifyReply, FastifyRequest } from 'fastify'

import { acceptedEncodings } from './accept-encoding.ts'
import { loadPageChunks } from './page-chunks.ts'
import { chunkLinks, pageHintsFor, readLinks, type HintContext } from './page-hints.ts'

/** Pages compressed once and kept: every page's HTML but the order pages' (one per token) repeats. */
const COMPRESSED_PAGES_KEPT = 500

type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding the browser takes of br and gzip (a q=0 refuses one). */
function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding)
  if (accepted.has('br')) return 'br'
  return accepted.has('gzip') ? 'gzip' : 'identity'
}

function compress(html: string, encoding: Encoding): Buffer | string {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
  return encoding === 'gzip' ? gzipSync(html, { level: 9 }) : html
}

/**
 * Answers a page's address with index.html and the page's hints in its head (page-hints.ts), compressed as the
 * build compresses the other files (scripts/precompress.ts). The HTML depends on the address alone, never on the
 * visitor (no cookie): it varies by Accept-Encoding only. The chunk links are worked out once per page.
 */
export function pageSender(clientDir: string, businessTimeZone: HintContext['businessTimeZone']) {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const headEnd = indexHtml.indexOf('</head>')
  const chunks = loadPageChunks(clientDir)
  const chunkLinksByPage = new Map<string, string>()
  const compressed = new Map<string, Buffer | string>()

  const htmlFor = async (url: string): Promise<string> => {
    if (headEnd === -1) return indexHtml
    // Split by hand: new URL() throws on some paths a client may send ('//[', say), and a page is never a 500.
    const queryAt = url.indexOf('?')
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
    const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1))
    const hints = await pageHintsFor(pathname, params, { now: Date.now(), businessTimeZone })
    let links = chunkLinksByPage.get(hints.chunkKey)
    if (links === undefined) {
      links = chunkLinks(hints, chunks)
      chunkLinksByPage.set(hints.chunkKey, links)
    }
    return `${indexHtml.slice(0, headEnd)}${links}${readLinks(hints)}${indexHtml.slice(headEnd)}`
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await htmlFor(request.url)
    const encoding = encodingFor(request.headers['accept-encoding'])
    const key = `${encoding}\n${html}`
    let body = compressed.get(key)
    if (body === undefined) {
      body = compress(html, encoding)
      if (compressed.size >= COMPRESSED_PAGES_KEPT) compressed.clear()
      compressed.set(key, body)
    }
    if (encoding !== 'identity') void reply.header('content-encoding', encoding)
    return reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body)
  }
}
