import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  PASSWORD_RESET_LINK_REFUSED,
  PASSWORD_RESET_REQUESTED,
  PasswordResetBody,
  PasswordResetParams,
  PasswordResetRequestBody,
  PasswordResetRequested,
  passwordResetUrl,
} from '../../../shared/password-reset.schema.ts'
import { HttpError } from '../../http-errors.ts'
import { enforceRateLimits, pleaseWaitMinutes, rateLimitClient } from '../rate-limits/index.ts'
import { recordAccountChange } from '../settings/index.ts'
import { replaceAdminPassword } from './admins.repository.ts'
import { hashPassword } from './password.ts'
import { useResetToken } from './password-reset-tokens.repository.ts'
import { queuePasswordReset } from './password-reset-request.ts'

const FIFTEEN_MINUTES = 15 * 60 * 1000
/** As sign-in: per address and username, and per address (auth.routes.ts). */
const REQUESTS_PER_USERNAME = { limit: 5, windowMs: FIFTEEN_MINUTES }
const REQUESTS_PER_CLIENT = { limit: 20, windowMs: FIFTEEN_MINUTES }
/** Links tried per address: a real one is used once, so a few wrong ones are slips, more are guesses. */
const LINKS_PER_CLIENT = { limit: 10, windowMs: FIFTEEN_MINUTES }
const tooManyRequests = pleaseWaitMinutes('Too many password reset requests.')
const tooManyLinks = pleaseWaitMinutes('Too many tries with reset links.')

const linkRefused = () => new HttpError(400, 'RESET_LINK_INVALID', PASSWORD_RESET_LINK_REFUSED)

/**
 * A forgotten password without a shell (issue 41 point 6): the sign-in page's "Forgot password?" e-mails a
 * single-use link to the business address, and the link's page sets a new password. Both public, rate-limited
 * like sign-in; the log shows the link's route pattern, never its token (plugins/request-log.ts).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = (request: FastifyRequest) => rateLimitClient(request.ip)

  app.post(
    '/api/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "E-mail a password reset link to the business address, if the username is the admin's",
        description: 'Answers 202 with the same body whatever the username.',
        body: PasswordResetRequestBody,
        response: { 202: PasswordResetRequested, 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { username } = request.body
      await enforceRateLimits(app.db, [
        {
          key: `password-reset:${client(request)}:${username.toLowerCase()}`,
          rule: REQUESTS_PER_USERNAME,
          message: tooManyRequests,
        },
        { key: `password-reset:${client(request)}`, rule: REQUESTS_PER_CLIENT, message: tooManyRequests },
      ])
      const queued = await queuePasswordReset(app, username, (token) =>
        passwordResetUrl(app.config.publicUrl, token),
      )
      if (queued) app.mailSender.wake()
      return reply.status(202).send({ message: PASSWORD_RESET_REQUESTED })
    },
  )

  app.post(
    '/api/auth/password-reset/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token; every session of the admin ends",
        params: PasswordResetParams,
        body: PasswordResetBody,
        response: { 204: z.null().describe('Password set'), 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      await enforceRateLimits(app.db, [
        { key: `password-reset-link:${client(request)}`, rule: LINKS_PER_CLIENT, message: tooManyLinks },
      ])
      const now = app.clock.now()
      // Hashed before the transaction, which stays short (SQLite runs one writer at a time).
      const passwordHash = await hashPassword(request.body.newPassword)
      const changed = await app.db.transaction().execute(async (trx) => {
        const adminId = await useResetToken(trx, request.params.token, now)
        const admin =
          adminId === undefined ? undefined : await replaceAdminPassword(trx, adminId, passwordHash, now)
        if (!admin) return false
        await recordAccountChange(
          trx,
          `${admin.username} (reset link)`,
          { password: 'reset', sessionsEnded: admin.sessionsEnded },
          now,
        )
        return true
      })
      if (!changed) throw linkRefused()
      return reply.status(204).send(null)
    },
  )
}
