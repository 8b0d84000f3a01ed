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

/**
 * Counts one request against every check at once (so requests sent side by side are all counted) and refuses it
 * with 429 at the first check past its limit.
 */
export async function enforceRateLimits(db: Db, checks: readonly RateLimitCheck[]): Promise<void> {
  const limited = checks.filter((check) => !isUnlimited(check.rule))
  const verdicts = await Promise.all(limited.map((check) => hitRateLimit(db, check.key, check.rule)))
  verdicts.forEach((verdict, index) => refuseBeyondLimit(verdict, limited[index]!.message))
}

/** "Too many login attempts. Please wait 3 minutes and try again.", for a refusal's wait in whole minutes. */
export const pleaseWaitMinutes =
  (tooMany: string): RateLimitCheck['message'] =>
  (retryAfterSeconds) => {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    return `${tooMany} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
  }
