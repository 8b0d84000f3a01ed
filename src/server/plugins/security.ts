import helmet from 'helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Accepts a state-changing request from another site: only the one-click unsubscribe, which a mail program may
     * send from anywhere, needs its secret, and can do nothing but opt out.
     */
    crossSiteAllowed?: boolean
  }
}

import { forbidden } from '../http-errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** One year, as HTTPS-only sites send it; not includeSubDomains, since other hosts of the domain are not ours. */
const HSTS = 'max-age=31536000'

/**
 * A browser marks every state-changing request with Origin (or at least Sec-Fetch-Site); one from another
 * site is refused. Requests without either come from programs, not browsers, and carry no ambient cookie risk.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) {
    const site = `${request.protocol}://${request.host}`
    if (!URL.canParse(origin) || !URL.canParse(site)) return true
    // Scheme, host and port: http://shop.example.com is another origin than https://shop.example.com.
    // Through URL both sides drop a default port (http://site:80 is http://site).
    return new URL(origin).origin !== new URL(site).origin
  }
  const fetchSite = request.headers['sec-fetch-site']
  return fetchSite === 'cross-site' || fetchSite === 'same-site'
}

/**
 * Helmet's headers, its middleware built once. Not through @fastify/helmet (the design notes named it;
 * docs/decisions.md says why not): that plugin built the middleware again for every request and gave every reply
 * a function of its own (`reply.helmet = function …`), which V8 allocates straight into the old generation as it
 * does any function written to a property; that dead function then held the request and its reply through every
 * young collection until a full one (27be11a:bench/RESULTS-notes.md, fifteenth pass).
 */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // https: for remote images in customer e-mail, shown only when the admin asks (the frame has its own policy).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Sent below, and only over HTTPS: plain http://localhost must keep working.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
})

export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's middleware sets its headers at once and calls on; it passes no error of its own (it throws instead).
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()))

  // HTTPS directly, or through a trusted proxy that says so (X-Forwarded-Proto): browsers keep to HTTPS after.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS)
  })

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSiteAllowed) return
    if (isCrossSiteRequest(request)) {
      throw forbidden('This request came from another website and was refused.')
    }
  })
})
