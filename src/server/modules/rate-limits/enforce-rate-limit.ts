import type { Db } from '../../db/database.ts'
import { tooManyRequests } from '../../http-errors.ts'
import { hitRateLimit, type RateLimitRule } from './rate-limits.repository.ts'

/**
 * Counts one request against `key` and refuses it with 429 (and Retry-After) beyond the rule's limit. A limit of
 * 0 is no limit and costs no write, so a load test from one address measures the app, not the limiter.
 */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  if (rule.limit === 0) return
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, rule)
  if (!allowed) throw tooManyRequests(message(retryAfterSeconds), retryAfterSeconds)
}
