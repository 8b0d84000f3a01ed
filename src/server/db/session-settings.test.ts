import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, testDatabase, type TestApp } from '../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe.runIf(testDatabase === 'postgres')("the app's PostgreSQL connections", () => {
  it('start no parallel workers, on every connection of the pool', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.db
          .connection()
          .execute((connection) =>
            sql<{ max_parallel_workers_per_gather: string }>`show max_parallel_workers_per_gather`.execute(
              connection,
            ),
          ),
      ),
    )
    expect(settings.map((result) => result.rows[0]?.max_parallel_workers_per_gather)).toEqual([
      '0',
      '0',
      '0',
      '0',
    ])
  })
})
