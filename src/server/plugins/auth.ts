import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'

import { unauthorized } from '../http-errors.ts'
import { findSessionAdmin } from '../modules/auth/index.ts'

export const SESSION_COOKIE = 'sid'

export interface SignedInAdmin {
  id: number
  username: string
  /** This session's id: its token's hash, as GET /api/auth/sessions lists it. */
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: SignedInAdmin | null
  }
  interface FastifyContextConfig {
    /** Open to signed-out visitors. Every other /api route requires the admin session. */
    public?: boolean
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Behind a TLS-terminating proxy, TRUST_PROXY makes request.protocol follow X-Forwarded-Proto.
    secure: request.protocol === 'https',
    expires: new Date(expiresAt),
  })
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' })
}

/** Reads the session cookie into request.admin (null when signed out), renewing the cookie as the session slides. */
export async function loadAdmin(request: FastifyRequest, reply: FastifyReply): Promise<SignedInAdmin | null> {
  const token = request.cookies[SESSION_COOKIE]
  if (!token || token.length > 200) return null
  const found = await findSessionAdmin(request.server.db, token)
  if (!found) return null
  if (found.extendedUntil) setSessionCookie(request, reply, token, found.extendedUntil)
  request.admin = { id: found.id, username: found.username, sessionId: found.tokenHash }
  return request.admin
}

/** The guard for admin routes: 401 in the JSON error shape unless the admin is signed in. */
export const requireAdmin: onRequestHookHandler = async function requireAdmin(request, reply) {
  if (!(await loadAdmin(request, reply))) throw unauthorized()
}

/**
 * Puts requireAdmin on every route registered after it in the same scope, unless the route says
 * `config: { public: true }`: a route someone forgets to mark is closed, never open.
 */
export const adminByDefaultPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('admin', null)
  app.addHook('onRoute', (route) => {
    if (route.config?.public) return
    const existing = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [requireAdmin, ...existing]
  })
})
