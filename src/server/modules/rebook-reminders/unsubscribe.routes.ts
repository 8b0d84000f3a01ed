import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { isOrderTokenFormat } from '../../../shared/order-link.ts'
import { UnsubscribeStatus } from '../../../shared/unsubscribe.schema.ts'
import { countingWriteOf } from '../../db/group-commit.ts'
import type { Db } from '../../db/database.ts'
import { notFound } from '../../http-errors.ts'
import { maskEmail } from '../public/index.ts'
import { enforceRateLimit, rateLimitClient } from '../rate-limits/index.ts'
import { findUnsubscribingCustomer, unsubscribeByToken } from './unsubscribe.repository.ts'

const ONE_MINUTE = 60 * 1000
/** Any text: a malformed token is answered as a miss, exactly like an unknown one. */
const TokenParams = z.object({ token: z.string() })
const unknownLink = () =>
  notFound('This unsubscribe link is not valid. Reply to any of our e-mails and we will help.')
const tooManyRequests = () => 'Too many requests for this page. Please wait a minute and try again.'
/** The one-click body (List-Unsubscribe=One-Click) and a plain form post: read, never needed. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']
const FORM_BODY_LIMIT = 1024

async function statusOf(db: Db, token: string): Promise<UnsubscribeStatus> {
  const customer = isOrderTokenFormat(token) ? await findUnsubscribingCustomer(db, token) : undefined
  if (!customer) throw unknownLink()
  return {
    email: maskEmail(customer.email),
    subscribed: customer.subscribed,
    reminders: customer.subscribed && customer.remindersOptIn,
  }
}

/**
 * Unsubscribing from reminders and review requests, without a session or a form: POST /unsubscribe/{token} is
 * what a mail program sends for the List-Unsubscribe-Post header (RFC 8058), and what the page's button sends. It
 * is open to a POST from another site, as the one-click POST may be (it can only opt out). Transactional mail is
 * not affected. Limited per client address like the order page; the log shows the pattern, never the token.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const countRequest = countingWriteOf(app.db)
  const rule = { limit: app.config.rateLimits.orderPagePerMinute, windowMs: ONE_MINUTE }
  const limit = async (request: FastifyRequest) =>
    countRequest((db) =>
      enforceRateLimit(db, `unsubscribe:${rateLimitClient(request.ip)}`, rule, tooManyRequests),
    )
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/api/public/unsubscribe/:token',
    {
      config: { public: true },
      onRequest: limit,
      schema: {
        tags: ['unsubscribe'],
        summary: 'Whether the holder of this unsubscribe link still receives review requests and reminders',
        params: TokenParams,
        response: { 200: UnsubscribeStatus, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      return statusOf(app.db, request.params.token)
    },
  )

  app.post(
    '/unsubscribe/:token',
    {
      config: { public: true, crossSiteAllowed: true },
      onRequest: limit,
      schema: {
        tags: ['unsubscribe'],
        summary: 'One-click unsubscribe (RFC 8058): no more reminders or review requests',
        params: TokenParams,
        response: { 200: UnsubscribeStatus, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { token } = request.params
      if (!isOrderTokenFormat(token) || !(await unsubscribeByToken(app.db, token, app.clock.now())))
        throw unknownLink()
      void reply.header('cache-control', 'no-store')
      return statusOf(app.db, token)
    },
  )
}
