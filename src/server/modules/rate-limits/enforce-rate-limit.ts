import type { Db } from '../../db/database.ts'
import { tooManyRequests } from '../../http-errors.ts'
import { hitRateLimit, type RateLimitRule } from './rate-limits.repository.ts'

/** A rate limit to enforce: where hits are counted, the rule, and the refusal's message for a wait. */
export interface RateLimitCheck {
  key: string
  rule: RateLimitRule
  message: (retryAfterSeconds: number) => string
}

/** Refuses with 429 (and Retry-After) a hit beyond the rule's limit. */
export function refuseBeyondLimit(
  verdict: { allowed: boolean; retryAfterSeconds: number },
  message: RateLimitCheck['message'],
): void {
  if (!verdict.allowed) throw tooManyRequests(message(verdict.retryAfterSeconds), verdict.retryAfterSeconds)
}

/**
 * Counts one request against `key` and refuses it with 429 (and Retry-After) beyond the rule's limit. A limit of
 * 0 is no limit and costs no write, so a load test from one address measures the app, not the limiter.
 */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message: RateLimitCheck['message'],
): Promise<void> {
  if (rule.limit === 0) return
  refuseBeyondLimit(await hitRateLimit(db, key, rule), message)
}
