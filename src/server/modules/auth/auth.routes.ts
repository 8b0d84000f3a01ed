import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { AuthStatus, LoginBody } from '../../../shared/auth.schema.ts'
import { HttpError, tooManyRequests } from '../../http-errors.ts'
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.ts'
import { clearRateLimit, hitRateLimit } from '../rate-limits/rate-limits.repository.ts'
import { rateLimitClient } from '../rate-limits/client-network.ts'
import { findAdminByUsername } from './admins.repository.ts'
import { DECOY_HASH, verifyPassword } from './password.ts'
import { createSession, deleteSession } from './sessions.repository.ts'

const FIFTEEN_MINUTES = 15 * 60 * 1000
/** Guessing one admin's password from one address, and any passwords from one address. */
const PER_USERNAME = { limit: 5, windowMs: FIFTEEN_MINUTES }
const PER_CLIENT = { limit: 50, windowMs: FIFTEEN_MINUTES }

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in admin; 401 when signed out',
        response: { 200: AuthStatus, 401: ApiError },
      },
    },
    async (request) => ({ authenticated: true as const, username: request.admin?.username ?? '' }),
  )

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as the admin; sets the session cookie',
        body: LoginBody,
        response: { 200: AuthStatus, 400: ApiError, 401: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body
      const usernameKey = `login:${rateLimitClient(request.ip)}:${username.toLowerCase()}`
      const clientKey = `login:${rateLimitClient(request.ip)}`
      const [forUsername, forClient] = await Promise.all([
        hitRateLimit(app.db, usernameKey, PER_USERNAME),
        hitRateLimit(app.db, clientKey, PER_CLIENT),
      ])
      const refused = [forUsername, forClient].find((result) => !result.allowed)
      if (refused) {
        const minutes = Math.ceil(refused.retryAfterSeconds / 60)
        throw tooManyRequests(
          `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          refused.retryAfterSeconds,
        )
      }

      const admin = await findAdminByUsername(app.db, username)
      const valid = await verifyPassword(password, admin?.password_hash ?? DECOY_HASH)
      if (!admin || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid credentials')

      // Whoever knows the one admin's password has nothing left to guess.
      await Promise.all([clearRateLimit(app.db, usernameKey), clearRateLimit(app.db, clientKey)])
      const session = await createSession(app.db, admin.id, Date.now(), request.headers['user-agent'])
      setSessionCookie(request, reply, session.token, session.expiresAt)
      return { authenticated: true as const, username: admin.username }
    },
  )

  app.post(
    '/api/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out; ends the session wherever it is used',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE]
      if (token && token.length <= 200) await deleteSession(app.db, token)
      clearSessionCookie(reply)
      return reply.status(204).send(null)
    },
  )
}
