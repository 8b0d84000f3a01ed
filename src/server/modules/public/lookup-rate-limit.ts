import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import { clientRateLimit } from '../rate-limits/index.ts'

const ONE_MINUTE = 60 * 1000

/**
 * The one per-client limit of the public look-ups (PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN), shared by every route that
 * finds orders without a sign-in.
 */
export const lookupRateLimit = (app: FastifyInstance): onRequestHookHandler =>
  clientRateLimit(app, {
    bucket: 'lookup',
    rule: { limit: app.config.rateLimits.publicLookupsPerMinute, windowMs: ONE_MINUTE },
    message: 'Too many searches. Please wait a minute and try again.',
  })
