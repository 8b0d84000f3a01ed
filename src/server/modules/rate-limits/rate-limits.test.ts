import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { clearRateLimit, deleteExpiredRateLimits, hitRateLimit } from './rate-limits.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const rule = { limit: 3, windowMs: 60_000 }

describe('rate limits in the database', () => {
  it('allows the limit within a window, refuses beyond it, and starts again in the next window', async () => {
    const now = 1_000_000
    const results = []
    for (let hit = 0; hit < 4; hit++) results.push(await hitRateLimit(t.app.db, 'k:window', rule, now + hit))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(60)
    expect((await hitRateLimit(t.app.db, 'k:window', rule, now + 60_000)).allowed).toBe(true)
  })

  it('counts every one of many concurrent hits', async () => {
    const now = Date.now()
    await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(t.app.db, 'k:concurrent', rule, now)))
    const row = await t.app.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', 'k:concurrent')
      .executeTakeFirstOrThrow()
    expect(row.hits).toBe(25)
  })

  it('forgets a key when cleared or expired', async () => {
    await hitRateLimit(t.app.db, 'k:clear', rule, 5_000)
    await clearRateLimit(t.app.db, 'k:clear')
    await hitRateLimit(t.app.db, 'k:old', rule, 5_000)
    await deleteExpiredRateLimits(t.app.db, 5_000 + rule.windowMs)
    const keys = await t.app.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'in', ['k:clear', 'k:old'])
      .execute()
    expect(keys).toEqual([])
  })
})
