import fs from 'node:fs/promises'

import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'

import { createTestApp, type TestApp } from '../test/test-app.ts'

import type { Db } from './database.ts'

/** A row of its own for each piece of work: the rate-limit table is the simplest one. */
export const write = (db: Db, key: string) =>
  db.insertInto('rate_limits').values({ key, hits: 1, reset_at: 0 }).execute()

/** The PostgreSQL transaction a piece of work runs in. */
export const transactionId = (trx: Db) =>
  sql<{ id: string }>`select txid_current()::text as id`.execute(trx).then((result) => result.rows[0]!.id)

/** A promise and the function that settles it, for a piece of work to wait on. */
export function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

/** The keys the pieces of work stored, in order. */
export const storedKeysIn = async (db: Db) =>
  (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((row) => row.key)

/**
 * Runs each flush of the group commit's log (the datasync of the files it opens) through `around`, which calls
 * `flush` for the flush itself. The spy it returns records what was opened.
 */
export function aroundFlushes(around: (flush: () => Promise<void>) => Promise<void>) {
  const open = fs.open.bind(fs)
  return vi.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
    const handle = await open(...args)
    const datasync = handle.datasync.bind(handle)
    handle.datasync = () => around(datasync)
    return handle
  })
}

/**
 * The file's test app, built once, with the rate-limit table (the one these tests write) emptied before each test.
 * `app.t` is the app once the file's tests run.
 */
export function groupCommitTestApp() {
  const app = {} as { t: TestApp; storedKeys: () => Promise<string[]> }
  beforeAll(async () => {
    app.t = await createTestApp()
  })
  afterAll(() => app.t.close())
  beforeEach(async () => {
    await app.t.app.db.deleteFrom('rate_limits').execute()
  })
  app.storedKeys = () => storedKeysIn(app.t.app.db)
  return app
}
