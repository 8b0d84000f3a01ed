import fs from 'node:fs'
import path from 'node:path'

import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'

import { waitFor } from '../modules/outgoing-mail/outbox-test-support.ts'
import { createTestApp, testDatabase, type TestApp } from '../test/test-app.ts'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe.runIf(testDatabase === 'sqlite')('the WAL checkpointer', () => {
  it('copies the log into the database file from its own thread while the server connection never checkpoints', async () => {
    t = await createTestApp()
    const { database } = t.config
    if (database.kind !== 'sqlite') throw new Error('a SQLite test app was expected')
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      t.app.db,
    )
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(0)

    const sizeBefore = fs.statSync(database.file).size
    // About two megabytes of rows: with no checkpoint they would stay in app.db-wal alone.
    const rows = Array.from({ length: 4000 }, (_, index) => ({
      key: `key-${index}-${'x'.repeat(400)}`,
      hits: 1,
      reset_at: 0,
    }))
    for (let start = 0; start < rows.length; start += 500)
      await t.app.db
        .insertInto('rate_limits')
        .values(rows.slice(start, start + 500))
        .execute()
    await waitFor(
      async () => fs.statSync(database.file).size > sizeBefore + 1_000_000,
      5_000,
      'the rows to be checkpointed into app.db',
    )
    expect(fs.existsSync(path.join(path.dirname(database.file), 'app.db-wal'))).toBe(true)
  })
})
