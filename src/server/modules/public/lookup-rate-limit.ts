import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import { countingWriteOf } from '../../db/group-commit.ts'
import { rateLimitClient } from '../rate-limits/client-network.ts'
import { enforceRateLimit } from '../rate-limits/enforce-rate-limit.ts'
import { isUnlimited } from '../rate-limits/rate-limits.repository.ts'

const ONE_MINUTE = 60 * 1000

/**
 * The one per-client limit of the public look-ups (PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN), shared by every route that
 * finds orders without a sign-in. Run on request, before any parsing: a malformed guess costs the guesser as much
 * as a well-formed one. Counting is a write, but one a crash may lose: it does not wait for the disk on its own
 * (countingWriteOf).
 */
export function lookupRateLimit(app: FastifyInstance): onRequestHookHandler {
  const countLookup = countingWriteOf(app.db)
  return async (request) => {
    const rule = { limit: app.config.rateLimits.publicLookupsPerMinute, windowMs: ONE_MINUTE }
    if (isUnlimited(rule)) return
    await countLookup((db) =>
      enforceRateLimit(
        db,
        `lookup:${rateLimitClient(request.ip)}`,
        rule,
        () => 'Too many searches. Please wait a minute and try again.',
      ),
    )
  }
}
