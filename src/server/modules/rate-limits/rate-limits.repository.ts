import { sql } from 'kysely'

import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { RateLimitsTable } from '../../db/schema.ts'

export interface RateLimitRule {
  /** Most hits allowed in one window. */
  limit: number
  windowMs: number
}

/** A limit of 0 is no limit: nothing is counted, so a load test from one address measures the app, not the limiter. */
export const isUnlimited = (rule: RateLimitRule) => rule.limit === 0

/** What the rate-limit row says after a hit. */
export type RateLimitCount = Pick<RateLimitsTable, 'hits' | 'reset_at'>

/**
 * The statement counting one hit against `key` in a fixed window kept in the database, so every instance shares
 * it; it answers the key's row after the hit. One statement, so concurrent hits are all counted. A booking runs
 * it inside its first statement on PostgreSQL (booking-first-writes.ts).
 */
export function rateLimitHit(db: Db, { key, now, reset_at }: RateLimitHitValues) {
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}`
  return db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql`case when ${expired} then ${reset_at} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
}

export interface RateLimitHitValues {
  key: string
  now: number
  reset_at: number
}

/** What a hit against `key` at `now` writes. */
export const rateLimitHitValues = (key: string, rule: RateLimitRule, now: number): RateLimitHitValues => ({
  key,
  now,
  reset_at: now + rule.windowMs,
})

/** rateLimitHit, run: built once (prepared-statement.ts), as every public request counts itself. */
const runRateLimitHit = preparedStatement(rateLimitHit)

/** Counts one hit against `key`, answering the key's row after it. */
export async function countRateLimitHit(db: Db, key: string, rule: RateLimitRule, now: number) {
  const [count] = await runRateLimitHit(db, rateLimitHitValues(key, rule, now))
  return count!
}

/** Whether the hit that left `count` is within the limit, and when the window ends. */
export function rateLimitVerdict(count: RateLimitCount, rule: RateLimitRule, now: number) {
  return {
    allowed: count.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((count.reset_at - now) / 1000)),
  }
}

/** Counts one hit against `key` and says whether it is within the limit. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()) {
  return rateLimitVerdict(await countRateLimitHit(db, key, rule, now), rule, now)
}

/**
 * Gives back one hit counted in the window that ends at `resetAt` (a later window counts afresh): for a check
 * counted before it was known to be no guess, such as the right current password.
 */
export async function takeBackRateLimitHit(db: Db, key: string, resetAt: number) {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`hits - 1` })
    .where('key', '=', key)
    .where('reset_at', '=', resetAt)
    .where('hits', '>', 0)
    .execute()
}

export async function clearRateLimit(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}

export async function deleteExpiredRateLimits(db: Db, now = Date.now()) {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
}
