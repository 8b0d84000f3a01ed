import pg from 'pg'
import { describe, expect, it } from 'vitest'

import {
  createPostgresSchema,
  dropPostgresSchema,
  TEST_POSTGRES_URL,
  testDatabase,
  whileNothingIsDropped,
} from './test-app.ts'
import { untilWaitingForLock } from './postgres-locks.ts'

async function schemaExists(schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await client.connect()
  try {
    const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [schema])
    return rows.length === 1
  } finally {
    await client.end()
  }
}

describe.runIf(testDatabase === 'postgres')("a test schema's drop", () => {
  it('waits while another test file reads the catalog, then goes ahead', async () => {
    const schema = await createPostgresSchema()
    let dropped: Promise<void> | undefined
    await whileNothingIsDropped(async () => {
      dropped = dropPostgresSchema(schema)
      await untilWaitingForLock({ applicationName: `drop ${schema}` })
      expect(await schemaExists(schema)).toBe(true)
    })
    await dropped
    expect(await schemaExists(schema)).toBe(false)
  })
})
