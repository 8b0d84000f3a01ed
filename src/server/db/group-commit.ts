import { sql, type Kysely, type Transaction } from 'kysely'

import { databaseKind, type Db } from './database.ts'
import type { Database } from './schema.ts'

export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>

interface Waiting {
  work: TransactionWork<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Runs each piece of work as if in a transaction of its own, but on SQLite lets the pieces that arrive together
 * share one commit. With synchronous=FULL every commit waits for the disk (fsync), and on SQLite's one
 * connection commits queue one behind another, so the disk's speed would cap the bookings a second. Here the
 * pieces waiting when the event loop comes round run one after another in one transaction, each inside a
 * savepoint: a piece that throws is rolled back alone and rejects with its error; the others go on. Nobody is
 * answered before the commit is on disk, and if the commit fails every piece of the group rejects.
 *
 * PostgreSQL commits from its ten pooled connections at once, and a transaction spanning several customers
 * could deadlock with another, so there each piece keeps a transaction of its own.
 */
export function createGroupCommit(db: Kysely<Database>) {
  if (databaseKind(db) === 'postgres') {
    return <T>(work: TransactionWork<T>): Promise<T> => db.transaction().execute(work)
  }

  let waiting: Waiting[] = []

  const commitWaiting = async () => {
    const group = waiting
    waiting = []
    const answers: (() => void)[] = []
    try {
      await db.transaction().execute(async (trx) => {
        for (const { work, resolve, reject } of group) {
          await sql`savepoint piece`.execute(trx)
          try {
            const value = await work(trx)
            await sql`release piece`.execute(trx)
            answers.push(() => resolve(value))
          } catch (error) {
            await sql`rollback to piece`.execute(trx)
            await sql`release piece`.execute(trx)
            answers.push(() => reject(error))
          }
        }
      })
    } catch (error) {
      for (const { reject } of group) reject(error)
      return
    }
    for (const answer of answers) answer()
  }

  return <T>(work: TransactionWork<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // The first to wait calls the group together once the requests read in this turn have joined it.
      if (waiting.length === 0) setImmediate(() => void commitWaiting())
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject })
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
