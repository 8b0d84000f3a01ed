import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, testDatabase, type TestApp } from '../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const setting = (name: string) => sql<{ value: string }>`select current_setting(${name}) as value`

describe.runIf(testDatabase === 'postgres')("the app's PostgreSQL connections", () => {
  it('start no parallel workers and compile no JIT code, on every connection of the pool', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.db.connection().execute(async (connection) => {
          const workers = await setting('max_parallel_workers_per_gather').execute(connection)
          const jit = await setting('jit').execute(connection)
          return [workers.rows[0]?.value, jit.rows[0]?.value]
        }),
      ),
    )
    expect(settings).toEqual(Array.from({ length: 4 }, () => ['0', 'off']))
  })
})
