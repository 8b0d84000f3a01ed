import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { FastifyReply, FastifyRequest } from 'fastify'

import { acceptedEncodings } from './accept-encoding.ts'
import { loadAdmin } from './auth.ts'
import { loadPageChunks } from './page-chunks.ts'
import { chunkLinks, pageHintsFor, readLinks, type HintContext } from './page-hints.ts'
import { matchPage, type PageKey } from '../../shared/page-routes.ts'
import { returnAfterSignIn } from '../../shared/sign-in-return.ts'
import { prerenderer } from './prerender.ts'

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

const EMPTY_ROOT = '<div id="root"></div>'

interface PageAddress {
  pathname: string
  params: URLSearchParams
}

/**
 * A page's path and query, split by hand: new URL() throws on some paths a client may send ('//[', say), and a page
 * is never a 500.
 */
function pageAddress(url: string): PageAddress {
  const queryAt = url.indexOf('?')
  return {
    pathname: queryAt === -1 ? url : url.slice(0, queryAt),
    params: new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)),
  }
}

/**
 * The pages the server draws (prerender.ts): the landing page, the booking forms and the sign-in page, which a
 * phone then paints before their code has run (docs/decisions.md "Budgets"). The others need their code first
 * anyway to show more than a loading state, or are the owner's, whose code the browser holds after signing in.
 */
function isDrawn(page: PageKey | undefined, params: URLSearchParams): boolean {
  return page === undefined || page === 'login' || (page === 'admin' && params.has('measurementType'))
}

/**
 * Answers a page's address with index.html and the page's hints in its head (page-hints.ts), compressed as the
 * build compresses the other files (scripts/precompress.ts). The chunk links are worked out once per page. The
 * pages isDrawn names come drawn (prerender.ts), with the visitor's session in the navigation bar, and an admin
 * section names its reads to a signed-in owner only: such pages are private to the visitor. Any other page's HTML
 * depends on the address alone: it varies by Accept-Encoding only.
 */
export function pageSender(
  clientDir: string,
  {
    businessTimeZone,
    prerenderModule,
  }: { businessTimeZone: HintContext['businessTimeZone']; prerenderModule: string | undefined },
) {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const headEnd = indexHtml.indexOf('</head>')
  const chunks = loadPageChunks(clientDir)
  const rootAt = indexHtml.indexOf(EMPTY_ROOT)
  const prerender = prerenderModule ? prerenderer(prerenderModule) : async () => undefined
  const chunkLinksByPage = new Map<string, string>()
  const compressed = new Map<string, Buffer | string>()

  const htmlFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { pathname, params }: PageAddress,
  ): Promise<{ html: string; personal: boolean }> => {
    if (headEnd === -1) return { html: indexHtml, personal: false }
    let signedIn = false
    const hints = await pageHintsFor(pathname, params, {
      now: Date.now(),
      businessTimeZone,
      signedIn: async () => (signedIn = (await loadAdmin(request, reply)) !== null),
    })
    let links = chunkLinksByPage.get(hints.chunkKey)
    if (links === undefined) {
      links = chunkLinks(hints, chunks)
      chunkLinksByPage.set(hints.chunkKey, links)
    }
    // A drawn page's reads come inside it.
    const drawn = isDrawn(hints.page, params) && rootAt > headEnd ? await prerender(request) : undefined
    const head = `${indexHtml.slice(0, headEnd)}${links}${drawn ? '' : readLinks(hints)}`
    if (!drawn) return { html: `${head}${indexHtml.slice(headEnd)}`, personal: signedIn }
    const root = `<div id="root">${drawn.root}</div>${drawn.reads}`
    const html = `${head}${indexHtml.slice(headEnd, rootAt)}${root}${indexHtml.slice(rootAt + EMPTY_ROOT.length)}`
    return { html, personal: true }
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = pageAddress(request.url)
    // An owner already signed in goes on from the sign-in page, where its screen would send them (LoginPage).
    if (matchPage(address.pathname)?.page === 'login' && (await loadAdmin(request, reply)) !== null)
      return reply.header('cache-control', 'no-store').redirect(returnAfterSignIn(address.params.get('next')))
    const { html, personal } = await htmlFor(request, reply, address)
    if (personal) void reply.header('cache-control', 'private, no-cache')
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
