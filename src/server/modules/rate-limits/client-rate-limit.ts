import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import { countingWriteOf } from '../../db/group-commit.ts'
import { rateLimitClient } from './client-network.ts'
import { enforceRateLimit } from './enforce-rate-limit.ts'
import { isUnlimited, type RateLimitRule } from './rate-limits.repository.ts'

/**
 * An onRequest hook that counts each request against its client (rateLimitClient: the address, an IPv6 one by
 * its /64) under `bucket`, and refuses it with 429 beyond `rule`. Run on request, before any parsing: a malformed
 * request costs the client as much as a well-formed one. Counting is a write, but one a crash may lose: it does not
 * wait for the disk on its own (countingWriteOf).
 */
export function clientRateLimit(
  app: FastifyInstance,
  { bucket, rule, message }: { bucket: string; rule: RateLimitRule; message: string },
): onRequestHookHandler {
  const count = countingWriteOf(app.db)
  return async (request) => {
    if (isUnlimited(rule)) return
    await count((db) => enforceRateLimit(db, `${bucket}:${rateLimitClient(request.ip)}`, rule, () => message))
  }
}
