import { pathToFileURL } from 'node:url'

import type { FastifyRequest } from 'fastify'

import { jsonForScript } from '../../shared/json-for-script.ts'
import { FIRST_READS_ID } from '../../shared/page-routes.ts'
import type { Prerender, PrerenderTransport } from '../../shared/prerendered-page.ts'

/** The client's app/prerender.tsx as `vite build --ssr` leaves it in dist/prerender. */
interface PrerenderModule {
  prerender: Prerender
}

/** What goes into index.html for a page the server draws. */
export interface PrerenderedHtml {
  /** The markup inside #root. */
  root: string
  /** The answers the markup shows, as a script element the browser reads (client app/main.tsx). */
  reads: string
}

export type PrerenderPage = (request: FastifyRequest) => Promise<PrerenderedHtml | undefined>

/** No drawing takes longer than this: the page then goes as the plain shell, which the browser draws itself. */
const PRERENDER_TIMEOUT_MS = 2_000

/**
 * The server's drawing of a page (docs/decisions.md "Budgets", issue 45): the landing page's HTML arrives with its
 * content, which a phone paints before a byte of script has run. Its reads go through the server's own routes as
 * the visitor's browser would make them (the visitor's cookie and address, so the session shows and the rate limits
 * count them), GETs of /api only. Undefined when the drawing fails: the page then goes as the shell.
 */
export function prerenderer(file: string): PrerenderPage {
  let loading: Promise<PrerenderModule> | undefined
  const load = () => (loading ??= import(pathToFileURL(file).href) as Promise<PrerenderModule>)

  return async (request) => {
    const transport: PrerenderTransport = async (url, init) => {
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`Not a read: ${url}`)
      const answer = await request.server.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
        },
      })
      const empty = answer.statusCode === 204 || answer.statusCode === 304
      return new Response(empty ? null : answer.body, { status: answer.statusCode })
    }
    const origin = `${request.protocol}://${request.host}`
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), PRERENDER_TIMEOUT_MS)
    })
    try {
      const module = await load()
      const page = await Promise.race([module.prerender(request.url, origin, transport), timeout])
      if (!page) return undefined
      const reads = `<script type="application/json" id="${FIRST_READS_ID}">${jsonForScript(page.reads)}</script>`
      return { root: page.html, reads }
    } catch (error) {
      request.log.warn(
        { err: error },
        'The page could not be drawn on the server; it went as the plain shell',
      )
      return undefined
    } finally {
      clearTimeout(timer)
    }
  }
}
