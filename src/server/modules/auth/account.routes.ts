import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import {
  AdminSessions,
  ChangePasswordBody,
  EndedSessions,
  SessionIdParams,
} from '../../../shared/account.schema.ts'
import { ApiError } from '../../../shared/api-error.schema.ts'
import { badRequest, notFound, unauthorized } from '../../http-errors.ts'
import type { SignedInAdmin } from '../../plugins/auth.ts'
import {
  countRateLimitHit,
  rateLimitVerdict,
  refuseBeyondLimit,
  takeBackRateLimitHit,
} from '../rate-limits/index.ts'
import { recordAccountChange } from '../settings/index.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { deleteAdminSession, deleteOtherSessions, listAdminSessions } from './sessions.repository.ts'

/**
 * Wrong current passwords per admin in 15 minutes: a stolen session cannot guess its way to the password. Each
 * attempt is counted before it is checked, so once the limit is reached every attempt is refused, the right
 * password too (else the answer to a guess would still tell it), and guesses sent side by side are all counted.
 */
const PASSWORD_GUESSES = { limit: 5, windowMs: 15 * 60 * 1000 }

const signedIn = (admin: SignedInAdmin | null): SignedInAdmin => {
  if (!admin) throw unauthorized()
  return admin
}

/** The Settings tab's Account section: the admin's password and signed-in sessions. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password with the current one; every other session ends',
        body: ChangePasswordBody,
        response: { 200: EndedSessions, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const admin = signedIn(request.admin)
      const { currentPassword, newPassword } = request.body
      const row = await app.db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', admin.id)
        .executeTakeFirst()
      if (!row) throw unauthorized()
      const key = `password:${admin.id}`
      const now = Date.now()
      const counted = await countRateLimitHit(app.db, key, PASSWORD_GUESSES, now)
      refuseBeyondLimit(
        rateLimitVerdict(counted, PASSWORD_GUESSES, now),
        () => 'Too many wrong passwords. Please wait and try again.',
      )
      if (!(await verifyPassword(currentPassword, row.password_hash))) {
        const message = 'The current password is not right.'
        throw badRequest(message, [{ path: 'currentPassword', message }])
      }
      // The right password was no guess: only wrong ones count towards the limit.
      await takeBackRateLimitHit(app.db, key, counted.reset_at)
      const password_hash = await hashPassword(newPassword)
      const endedSessions = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admins')
          .set({ password_hash, updated_at: Date.now() })
          .where('id', '=', admin.id)
          .execute()
        const ended = await deleteOtherSessions(trx, admin.id, admin.sessionId)
        await recordAccountChange(trx, admin.username, { password: 'changed', sessionsEnded: ended })
        return ended
      })
      return { endedSessions }
    },
  )

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The admin's signed-in sessions; this one is marked current",
        response: { 200: AdminSessions, 401: ApiError },
      },
    },
    async (request) => {
      const admin = signedIn(request.admin)
      const rows = await listAdminSessions(app.db, admin.id)
      return {
        sessions: rows.map((row) => ({
          id: row.token_hash,
          createdAt: new Date(row.created_at).toISOString(),
          lastUsedAt: new Date(row.last_used_at ?? row.created_at).toISOString(),
          client: row.user_agent ?? '',
          current: row.token_hash === admin.sessionId,
        })),
      }
    },
  )

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one session (signs that browser out)',
        params: SessionIdParams,
        response: {
          204: z.null().describe('Ended'),
          400: ApiError,
          401: ApiError,
          403: ApiError,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      const admin = signedIn(request.admin)
      const ended = await app.db.transaction().execute(async (trx) => {
        if (!(await deleteAdminSession(trx, admin.id, request.params.id))) return false
        await recordAccountChange(trx, admin.username, { sessionsEnded: 1 })
        return true
      })
      if (!ended) throw notFound('This session has already ended.')
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'End every session but this one',
        response: { 200: EndedSessions, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const admin = signedIn(request.admin)
      const endedSessions = await app.db.transaction().execute(async (trx) => {
        const ended = await deleteOtherSessions(trx, admin.id, admin.sessionId)
        await recordAccountChange(trx, admin.username, { sessionsEnded: ended })
        return ended
      })
      return { endedSessions }
    },
  )
}
