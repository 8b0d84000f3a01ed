import type { Db } from '../../db/database.ts'
import { tooManyRequests } from '../../http-errors.ts'
import { hitRateLimit, isUnlimited, type RateLimitRule } from './rate-limits.repository.ts'

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
 * Counts one request against `key` and refuses it with 429 (and Retry-After) beyond the rule's limit. No limit
 * (isUnlimited) costs no write.
 */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message: RateLimitCheck['message'],
): Promise<void> {
  if (isUnlimited(rule)) return
  refuseBeyondLimit(await hitRateLimit(db, key, rule), message)
}
