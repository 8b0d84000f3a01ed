import { sql } from 'kysely'

import type { Db } from '../../db/database.ts'

export interface RateLimitRule {
  /** Most hits allowed in one window. */
  limit: number
  windowMs: number
}

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every instance shares it, and says
 * whether the hit is within the limit. One statement, so concurrent hits are all counted.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()) {
  const resetAt = now + rule.windowMs
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}`
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql`case when ${expired} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow()
  return {
    allowed: row.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((row.reset_at - now) / 1000)),
  }
}

export async function clearRateLimit(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}

export async function deleteExpiredRateLimits(db: Db, now = Date.now()) {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
}
