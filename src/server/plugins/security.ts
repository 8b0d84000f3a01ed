import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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

  // HTTPS directly, or through a trusted proxy that says so (X-Forwarded-Proto): browsers keep to HTTPS after.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS)
  })

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    if (isCrossSiteRequest(request)) {
      throw forbidden('This request came from another website and was refused.')
    }
  })
})
