import { describe, expect, it } from 'vitest'

import { testDatabase } from '../test/test-app.ts'
import { createGroupCommit, oncePerTransaction } from './group-commit.ts'
import { write, groupCommitTestApp } from './group-commit-test-support.ts'

const app = groupCommitTestApp()
const storedKeys = () => app.storedKeys()

describe('group commit', () => {
  it('answers each piece of work with its own result, and stores them all', async () => {
    const inTransaction = createGroupCommit(app.t.app.db)
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
    const inTransaction = createGroupCommit(app.t.app.db)
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
    const inTransaction = createGroupCommit(app.t.app.db)
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
    const inTransaction = createGroupCommit(app.t.app.db)
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
    const inTransaction = createGroupCommit(app.t.app.db)
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
})
