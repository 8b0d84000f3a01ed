import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'

import { testDatabase } from '../test/test-app.ts'
import { createGroupCommit } from './group-commit.ts'
import { gate, transactionId, write, groupCommitTestApp } from './group-commit-test-support.ts'

const app = groupCommitTestApp()
const storedKeys = () => app.storedKeys()

describe('group commit', () => {
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
        const inTransaction = createGroupCommit(app.t.app.db)
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
      const inTransaction = createGroupCommit(app.t.app.db)
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
      const inTransaction = createGroupCommit(app.t.app.db)
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
      const inTransaction = createGroupCommit(app.t.app.db)
      const together = await Promise.all([1, 2, 3].map(() => inTransaction(transactionId)))
      expect(new Set(together).size).toBe(1)
      const alone = await inTransaction(transactionId)
      expect(alone).not.toBe(together[0])
    },
  )
})
