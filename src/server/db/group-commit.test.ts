import fs from 'node:fs/promises'

import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestApp, testDatabase, type TestApp } from '../test/test-app.ts'
import type { Db } from './database.ts'
import { createGroupCommit, oncePerTransaction } from './group-commit.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('rate_limits').execute()
})

/** A row of its own for each piece of work: the rate-limit table is the simplest one. */
const write = (db: Db, key: string) =>
  db.insertInto('rate_limits').values({ key, hits: 1, reset_at: 0 }).execute()

/** The PostgreSQL transaction a piece of work runs in. */
const transactionId = (trx: Db) =>
  sql<{ id: string }>`select txid_current()::text as id`.execute(trx).then((result) => result.rows[0]!.id)

/** A promise and the function that settles it, for a piece of work to wait on. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const storedKeys = async () =>
  (await t.app.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((row) => row.key)

/**
 * Runs each flush of the group commit's log (the datasync of the files it opens) through `around`, which calls
 * `flush` for the flush itself. The spy it returns records what was opened.
 */
function aroundFlushes(around: (flush: () => Promise<void>) => Promise<void>) {
  const open = fs.open.bind(fs)
  return vi.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
    const handle = await open(...args)
    const datasync = handle.datasync.bind(handle)
    handle.datasync = () => around(datasync)
    return handle
  })
}

describe('group commit', () => {
  it('answers each piece of work with its own result, and stores them all', async () => {
    const inTransaction = createGroupCommit(t.app.db)
    const keys = ['a', 'b', 'c', 'd', 'e']
    const answers = await Promise.all(
      keys.map((key) =>
        inTransaction(async (trx) => {
          await write(trx, key)
          return `stored ${key}`
        }),
      ),
    )
    expect(answers).toEqual(keys.map((key) => `stored ${key}`))
    expect(await storedKeys()).toEqual(keys)
  })

  it('rolls back only the piece that fails, which rejects with its own error', async () => {
    const inTransaction = createGroupCommit(t.app.db)
    const refused = new Error('refused')
    const results = await Promise.allSettled([
      inTransaction((trx) => write(trx, 'first')),
      inTransaction(async (trx) => {
        await write(trx, 'failed')
        throw refused
      }),
      // A database error too: the same key twice.
      inTransaction(async (trx) => {
        await write(trx, 'duplicate')
        await write(trx, 'duplicate')
      }),
      inTransaction((trx) => write(trx, 'last')),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled'])
    expect(results[1]).toEqual({ status: 'rejected', reason: refused })
    expect(await storedKeys()).toEqual(['first', 'last'])
  })

  it('keeps the pieces apart when several fail in a row, the first and the last among them', async () => {
    const inTransaction = createGroupCommit(t.app.db)
    const failing = (key: string) =>
      inTransaction(async (trx) => {
        await write(trx, key)
        throw new Error(`refused ${key}`)
      })
    const results = await Promise.allSettled([
      failing('a'),
      failing('b'),
      inTransaction((trx) => write(trx, 'c')),
      failing('d'),
      inTransaction((trx) => write(trx, 'e')),
      failing('f'),
    ])
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ])
    expect(results[3]).toEqual({ status: 'rejected', reason: new Error('refused d') })
    expect(await storedKeys()).toEqual(['c', 'e'])
  })

  it('runs a failed piece once and the others again in a fresh transaction, storing each once', async () => {
    const inTransaction = createGroupCommit(t.app.db)
    const runs: string[] = []
    const piece = (key: string, fails = false) =>
      inTransaction(async (trx) => {
        runs.push(key)
        await write(trx, key)
        if (fails) throw new Error(`refused ${key}`)
        return key
      })
    const results = await Promise.allSettled([piece('a'), piece('b'), piece('refused', true), piece('d')])
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    // The run without savepoints stopped at the failure (on PostgreSQL, where the pieces start side by side, once
    // every piece had run); the second, with them, left the failed piece out.
    const firstRun = testDatabase === 'postgres' ? ['a', 'b', 'refused', 'd'] : ['a', 'b', 'refused']
    expect(runs).toEqual([...firstRun, 'a', 'b', 'd'])
    expect(await storedKeys()).toEqual(['a', 'b', 'd'])
  })

  it('runs a read shared with oncePerTransaction once a group, and again after a failure or in the next group', async () => {
    const inTransaction = createGroupCommit(t.app.db)
    let reads = 0
    let failNext = false
    const sharedRead = oncePerTransaction(async (trx) => {
      reads++
      if (failNext) {
        failNext = false
        throw new Error('read failed')
      }
      return (await trx.selectFrom('rate_limits').select('key').execute()).length
    })
    const together = await Promise.all([1, 2, 3].map(() => inTransaction(sharedRead)))
    expect(together).toEqual([0, 0, 0])
    expect(reads).toBe(1)
    failNext = true
    const afterFailure = await Promise.allSettled([1, 2].map(() => inTransaction(sharedRead)))
    expect(afterFailure.map((result) => result.status)).toEqual(['rejected', 'fulfilled'])
    expect(reads).toBe(3)
  })

  it.runIf(testDatabase === 'sqlite')(
    'on SQLite, answers the pieces that arrive together after one commit holding them all',
    async () => {
      const { database } = t.config
      if (database.kind !== 'sqlite') throw new Error('a SQLite test app was expected')
      // Another connection sees only what is committed to the file.
      const reader = new SQLite(database.file, { readonly: true })
      try {
        const committed = () =>
          (reader.prepare('select key from rate_limits order by key').all() as { key: string }[]).map(
            (row) => row.key,
          )
        const inTransaction = createGroupCommit(t.app.db)
        const seenWhenFirstAnswered = inTransaction((trx) => write(trx, 'one')).then(committed)
        const rest = ['two', 'three'].map((key) => inTransaction((trx) => write(trx, key)))
        await Promise.all(rest)
        expect(await seenWhenFirstAnswered).toEqual(['one', 'three', 'two'])
      } finally {
        reader.close()
      }
    },
  )

  it.runIf(testDatabase === 'sqlite')(
    'on SQLite, starts the next group once the one before is on disk, with every piece that arrived meanwhile',
    async () => {
      const order: string[] = []
      let flushes = 0
      let letFirstFlushFinish = () => {}
      const opened = aroundFlushes(async (flush) => {
        order.push(`flush ${++flushes}`)
        if (flushes === 1) await new Promise<void>((resolve) => (letFirstFlushFinish = resolve))
        await flush()
      })
      try {
        const inTransaction = createGroupCommit(t.app.db)
        const piece = (key: string) =>
          inTransaction(async (trx) => {
            order.push(`ran ${key}`)
            await write(trx, key)
          }).then(() => order.push(`answered ${key}`))
        const first = piece('one')
        await vi.waitFor(() => expect(order).toContain('flush 1'))
        const later = ['two', 'three'].map(piece)
        // Several turns of the event loop: the pieces wait for the disk under the group before them.
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(order).toEqual(['ran one', 'flush 1'])
        letFirstFlushFinish()
        await Promise.all([first, ...later])
        expect(order).toEqual([
          'ran one',
          'flush 1',
          'answered one',
          'ran two',
          'ran three',
          'flush 2',
          'answered two',
          'answered three',
        ])
        expect(await storedKeys()).toEqual(['one', 'three', 'two'])
      } finally {
        opened.mockRestore()
      }
    },
  )

  it.runIf(testDatabase === 'sqlite')(
    'on SQLite, commits without flushing inside COMMIT, flushes the log before answering, and leaves other transactions FULL',
    async () => {
      const order: string[] = []
      const opened = aroundFlushes(async (flush) => {
        await flush()
        order.push('flushed')
      })
      try {
        const inTransaction = createGroupCommit(t.app.db)
        const pragmas = (db: Db) =>
          Promise.all([
            sql<{ synchronous: number }>`pragma synchronous`.execute(db),
            sql<{ temp_store: number }>`pragma temp_store`.execute(db),
          ]).then(([synchronous, tempStore]) => ({
            synchronous: synchronous.rows[0]!.synchronous,
            tempStore: tempStore.rows[0]!.temp_store,
          }))
        const inside = await Promise.all(
          ['one', 'two'].map((key) =>
            inTransaction(async (trx) => {
              await write(trx, key)
              return pragmas(trx)
            }).then((value) => {
              order.push(`answered ${key}`)
              return value
            }),
          ),
        )
        // NORMAL (1) with the statement journal in memory (2) inside the group; FULL (2) and the default store (0)
        // again for every other statement.
        expect(inside).toEqual([
          { synchronous: 1, tempStore: 2 },
          { synchronous: 1, tempStore: 2 },
        ])
        expect(await pragmas(t.app.db)).toEqual({ synchronous: 2, tempStore: 0 })
        expect(opened.mock.calls[0]?.[0]).toMatch(/-wal$/)
        expect(order).toEqual(['flushed', 'answered one', 'answered two'])
      } finally {
        opened.mockRestore()
      }
    },
  )

  it.runIf(testDatabase === 'postgres')(
    'on PostgreSQL, sends the statements of pieces side by side without waiting for the answers before them',
    async () => {
      const events: string[] = []
      const query = pg.Client.prototype.query
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        // The app's pool asks with a query config and a callback (database.ts, queryResult).
        const [config, callback] = args as [{ values?: unknown[] } | string, unknown]
        const key = typeof config === 'string' ? undefined : config.values?.[0]
        if (typeof key !== 'string' || typeof callback !== 'function') return query.apply(this, args as never)
        events.push(`sent ${key}`)
        const answered = (error: Error, result: unknown) => {
          events.push(`answered ${key}`)
          ;(callback as (error: Error, result: unknown) => void)(error, result)
        }
        return query.apply(this, [config, answered] as never)
      } as typeof query)
      try {
        const inTransaction = createGroupCommit(t.app.db)
        await Promise.all(['one', 'two', 'three'].map((key) => inTransaction((trx) => write(trx, key))))
      } finally {
        spy.mockRestore()
      }
      // One after another, each would have waited for the answer before it.
      expect(events).toEqual([
        'sent one',
        'sent two',
        'sent three',
        'answered one',
        'answered two',
        'answered three',
      ])
      expect(await storedKeys()).toEqual(['one', 'three', 'two'])
    },
  )

  it.runIf(testDatabase === 'postgres')(
    'on PostgreSQL, blames the piece whose statement failed, not one whose later statement found the transaction aborted',
    async () => {
      const inTransaction = createGroupCommit(t.app.db)
      const results = await Promise.allSettled([
        // Its third statement goes out after the other piece's duplicate has aborted the transaction.
        inTransaction(async (trx) => {
          for (const key of ['a1', 'a2', 'a3']) await write(trx, key)
          return 'stored'
        }),
        inTransaction(async (trx) => {
          await write(trx, 'b')
          await write(trx, 'b')
        }),
      ])
      expect(results[0]).toEqual({ status: 'fulfilled', value: 'stored' })
      expect(results[1]).toMatchObject({ status: 'rejected', reason: { code: '23505' } })
      expect(await storedKeys()).toEqual(['a1', 'a2', 'a3'])
    },
  )

  it.runIf(testDatabase === 'postgres')(
    'on PostgreSQL, takes the pieces that arrive while a group runs into it, up to 64 in all',
    async () => {
      const inTransaction = createGroupCommit(t.app.db)
      const running = gate()
      const finish = gate()
      const first = inTransaction(async (trx) => {
        const id = await transactionId(trx)
        running.open()
        await finish.opened
        return id
      })
      await running.opened
      const later = Array.from({ length: 64 }, () => inTransaction(transactionId))
      finish.open()
      const [firstId, ...laterIds] = await Promise.all([first, ...later])
      // 63 joined the running group; the last waited for its commit and ran in the next.
      expect(laterIds.slice(0, 63)).toEqual(Array.from({ length: 63 }, () => firstId))
      expect(laterIds[63]).not.toBe(firstId)
    },
  )

  it.runIf(testDatabase === 'postgres')(
    'on PostgreSQL too, runs the pieces that arrive together in one transaction, and each alone when it comes alone',
    async () => {
      const inTransaction = createGroupCommit(t.app.db)
      const together = await Promise.all([1, 2, 3].map(() => inTransaction(transactionId)))
      expect(new Set(together).size).toBe(1)
      const alone = await inTransaction(transactionId)
      expect(alone).not.toBe(together[0])
    },
  )
})
