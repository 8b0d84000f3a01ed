import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'

import { testDatabase } from '../test/test-app.ts'
import type { Db } from './database.ts'
import { createGroupCommit } from './group-commit.ts'
import { aroundFlushes, write, groupCommitTestApp } from './group-commit-test-support.ts'

const app = groupCommitTestApp()
const storedKeys = () => app.storedKeys()

describe('group commit', () => {
  it.runIf(testDatabase === 'sqlite')(
    'on SQLite, answers the pieces that arrive together after one commit holding them all',
    async () => {
      const { database } = app.t.config
      if (database.kind !== 'sqlite') throw new Error('a SQLite test app was expected')
      // Another connection sees only what is committed to the file.
      const reader = new SQLite(database.file, { readonly: true })
      try {
        const committed = () =>
          (reader.prepare('select key from rate_limits order by key').all() as { key: string }[]).map(
            (row) => row.key,
          )
        const inTransaction = createGroupCommit(app.t.app.db)
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
        const inTransaction = createGroupCommit(app.t.app.db)
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
        const inTransaction = createGroupCommit(app.t.app.db)
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
        expect(await pragmas(app.t.app.db)).toEqual({ synchronous: 2, tempStore: 0 })
        expect(opened.mock.calls[0]?.[0]).toMatch(/-wal$/)
        expect(order).toEqual(['flushed', 'answered one', 'answered two'])
      } finally {
        opened.mockRestore()
      }
    },
  )
})
