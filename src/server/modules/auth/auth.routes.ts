import { setTimeout as sleep } from 'node:timers/promises'

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { AuthStatus, LoginBody } from '../../../shared/auth.schema.ts'
import { HttpError } from '../../http-errors.ts'
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.ts'
import {
  clearRateLimit,
  countRateLimitHit,
  enforceRateLimits,
  pleaseWaitMinutes,
  rateLimitClient,
} from '../rate-limits/index.ts'
import { findAdminByUsername } from './admins.repository.ts'
import { DECOY_HASH, verifyPassword } from './password.ts'
import { createSession, deleteSession } from './sessions.repository.ts'

const FIFTEEN_MINUTES = 15 * 60 * 1000
/** Guessing one admin's password from one address, and any passwords from one address. */
const PER_USERNAME = { limit: 5, windowMs: FIFTEEN_MINUTES }
const PER_CLIENT = { limit: 50, windowMs: FIFTEEN_MINUTES }
const tooManyLogins = pleaseWaitMinutes('Too many login attempts.')
/** Sign-ins to one username from all addresses together, counted whatever their outcome until one succeeds. */
const PER_ACCOUNT = { windowMs: FIFTEEN_MINUTES }
export const ACCOUNT_FREE_ATTEMPTS = 10
const ACCOUNT_DELAY_BASE_MS = 250
export const ACCOUNT_DELAY_CAP_MS = 8000

/**
 * How long an attempt on a username waits before its password is checked, once that username has had more than
 * ACCOUNT_FREE_ATTEMPTS attempts in the window from any addresses: 250 ms, doubling with each attempt, at most 8 s.
 * A slowing, never a refusal: guessing from many addresses (each under its own limits) slows down, while the owner,
 * who knows the password, still signs in (after at most 8 s), and a success starts the count again. A refusal
 * would be a lock-out anyone could set off by typing wrong passwords for the admin's name.
 */
export function accountDelayMs(attempts: number): number {
  const excess = attempts - ACCOUNT_FREE_ATTEMPTS
  if (excess <= 0) return 0
  return Math.min(ACCOUNT_DELAY_CAP_MS, ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(excess - 1, 16))
}

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
      await enforceRateLimits(app.db, [
        { key: usernameKey, rule: PER_USERNAME, message: tooManyLogins },
        { key: clientKey, rule: PER_CLIENT, message: tooManyLogins },
      ])

      const accountKey = `login-account:${username.toLowerCase()}`
      const { hits } = await countRateLimitHit(app.db, accountKey, { limit: 0, ...PER_ACCOUNT }, Date.now())
      const delay = accountDelayMs(hits)
      if (delay > 0) await sleep(delay)

      const admin = await findAdminByUsername(app.db, username)
      const valid = await verifyPassword(password, admin?.password_hash ?? DECOY_HASH)
      if (!admin || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid credentials')

      // Whoever knows the one admin's password has nothing left to guess.
      await Promise.all([usernameKey, clientKey, accountKey].map((key) => clearRateLimit(app.db, key)))
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
