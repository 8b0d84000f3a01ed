import { sql, type Kysely, type Transaction } from 'kysely'

import { databaseKind, type Db } from './database.ts'
import type { Database } from './schema.ts'

export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>

interface Waiting {
  work: TransactionWork<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** PostgreSQL's deadlock_detected and serialization_failure: the whole group may run again. */
const RETRYABLE = new Set(['40P01', '40001'])
const retryable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code))

/**
 * Runs each piece of work as if in a transaction of its own, but lets the pieces that arrive together share one
 * commit. Every commit waits for the disk (SQLite synchronous=FULL, PostgreSQL's synchronous_commit), and the
 * pieces lock the same rows (a booking counts itself against its client's rate limit and in the Reports counters
 * of the hour: migration 0014), so one transaction a piece would let the disk and those locks cap the bookings a
 * second. Here the pieces waiting when the event loop comes round, or while the group before them commits, run
 * one after another in one transaction, each inside a savepoint: a piece that throws is rolled back alone and
 * rejects with its own error; the others go on. One group runs at a time. Nobody is answered before the commit
 * is on disk, and if the commit fails every piece of the group rejects; on PostgreSQL a group that lost a
 * deadlock to another transaction runs again, once.
 */
export function createGroupCommit(db: Kysely<Database>) {
  const postgres = databaseKind(db) === 'postgres'
  let waiting: Waiting[] = []
  let running = false

  const runGroup = (group: Waiting[]) =>
    db.transaction().execute(async (trx) => {
      const answers: (() => void)[] = []
      // Alone, a piece needs no savepoint: its failure rolls back the transaction that is its own.
      const alone = group.length === 1
      for (const { work, resolve, reject } of group) {
        if (!alone) await sql`savepoint piece`.execute(trx)
        try {
          const value = await work(trx)
          if (!alone) await sql`release piece`.execute(trx)
          answers.push(() => resolve(value))
        } catch (error) {
          if (alone) throw error
          await sql`rollback to piece`.execute(trx)
          await sql`release piece`.execute(trx)
          answers.push(() => reject(error))
        }
      }
      return answers
    })

  const commitWaiting = async () => {
    const group = waiting
    waiting = []
    let answers: (() => void)[]
    try {
      answers = await runGroup(group).catch((error: unknown) => {
        if (postgres && retryable(error)) return runGroup(group)
        throw error
      })
    } catch (error) {
      for (const { reject } of group) reject(error)
      return
    } finally {
      running = false
      if (waiting.length > 0) schedule()
    }
    for (const answer of answers) answer()
  }

  function schedule() {
    running = true
    setImmediate(() => void commitWaiting())
  }

  return <T>(work: TransactionWork<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject })
      // The first to wait calls the group together once the requests read in this turn have joined it.
      if (!running) schedule()
    })
}

const shared = new WeakMap<Kysely<Database>, ReturnType<typeof createGroupCommit>>()

/** The database's one group commit: every write that goes through it shares commits with the others. */
export function groupCommitOf(db: Kysely<Database>) {
  let inTransaction = shared.get(db)
  if (!inTransaction) {
    inTransaction = createGroupCommit(db)
    shared.set(db, inTransaction)
  }
  return inTransaction
}

/**
 * For a write whose loss in a crash costs nothing, such as counting a look-up against its rate limit: it must
 * not make every look-up wait for the disk. On SQLite it joins the group commit, so writes arriving together wait
 * for the disk once; on PostgreSQL its transaction commits without waiting for the flush (synchronous_commit
 * off, for this transaction alone: the bookings keep theirs).
 */
export function countingWriteOf(db: Kysely<Database>): <T>(write: (db: Db) => Promise<T>) => Promise<T> {
  if (databaseKind(db) !== 'postgres') return groupCommitOf(db)
  return (write) =>
    db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx)
      return write(trx)
    })
}
