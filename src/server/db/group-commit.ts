import { sql, type Kysely, type Transaction } from 'kysely'

import { databaseKind, type Db } from './database.ts'
import { ownFailure, PieceFailed, retryable } from './group-failures.ts'
import { pipelinedTransaction } from './pipelined-transaction.ts'
import type { Database } from './schema.ts'
import { offLoopCommitOf } from './wal-flush.ts'

export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>

interface Waiting {
  work: TransactionWork<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * The most pieces a group running side by side takes in (runSideBySide): under a steady stream of bookings it
 * would otherwise never get to its commit, and answer none of them.
 */
const JOINING_LIMIT = 64

/**
 * Runs each piece of work as if in a transaction of its own, but lets the pieces that arrive together share one
 * commit. Every commit waits for the disk (SQLite synchronous=FULL, PostgreSQL's synchronous_commit), and the
 * pieces lock the same rows (a booking counts itself against its client's rate limit and in the Reports counters
 * of the hour: migration 0014), so one transaction a piece would let the disk and those locks cap the bookings a
 * second. Here the pieces waiting when the event loop comes round, or while the group before them commits, run
 * in one transaction, one after another on SQLite and side by side on PostgreSQL (runSideBySide): a piece that
 * throws is rolled back alone and rejects with its own error; the others go on (runTogether). A database round
 * trip costs more than the work of most statements here, so the group spends as few as it can: see
 * runSideBySide, startPiece and oncePerTransaction. One group runs at a time, from its first statement until its
 * commit is on disk: the requests read while one group commits and flushes join the next, so under load each
 * commit and each flush serve more bookings (on SQLite the flush waits off the event loop, which reads them
 * meanwhile: wal-flush.ts). Nobody is answered before the commit is on disk, and if the commit fails every piece
 * of the group rejects; on PostgreSQL a group that lost a deadlock to another transaction runs again, once.
 */
export function createGroupCommit(db: Kysely<Database>) {
  const postgres = databaseKind(db) === 'postgres'
  /**
   * Opens the savepoint of a piece, after releasing the one before when there is one. PostgreSQL takes both in
   * one round trip (a query without parameters may hold several statements); SQLite prepares one at a time.
   */
  const startPiece = async (trx: Transaction<Database>, releaseBefore: boolean) => {
    if (releaseBefore && postgres) return void (await sql.raw('release piece; savepoint piece').execute(trx))
    if (releaseBefore) await sql`release piece`.execute(trx)
    await sql`savepoint piece`.execute(trx)
  }
  let waiting: Waiting[] = []
  let running = false
  // SQLite: the commit's flush to disk waits off the event loop, and the next group runs meanwhile (wal-flush.ts).
  // Where the database cannot say (it is closing), commits wait for the disk as usual.
  const offLoop = postgres ? Promise.resolve(undefined) : offLoopCommitOf(db).catch(() => undefined)

  const inTransaction = async <T>(work: TransactionWork<T>) => {
    const way = await offLoop
    return way ? way.run(work) : db.transaction().execute(work)
  }

  /**
   * Runs the pieces one after another in one transaction. Without savepoints (the usual case: a piece seldom
   * fails), a piece that throws ends the run, which is rolled back, with a PieceFailed naming it; with them, it is
   * rolled back alone and its rejection is among the answers. A group of one needs no savepoint: its failure
   * rolls back the transaction that is its own.
   */
  const runGroup = (group: Waiting[], savepoints: boolean) =>
    postgres && !savepoints
      ? runPipelined(group)
      : inTransaction(async (trx) => {
          const answers: (() => void)[] = []
          for (const [index, { work, resolve, reject }] of group.entries()) {
            // The savepoint of the piece before is released with this one's start (the commit releases the last).
            if (savepoints) await startPiece(trx, index > 0)
            try {
              const value = await work(trx)
              answers.push(() => resolve(value))
            } catch (error) {
              if (!savepoints) throw group.length === 1 ? error : new PieceFailed(index, error)
              await sql`rollback to piece`.execute(trx)
              answers.push(() => reject(error))
            }
          }
          return answers
        })

  /** PostgreSQL: while a group runs side by side, takes a piece that arrives into it (false when it is full). */
  let joinRunning: ((piece: Waiting) => boolean) | undefined

  /**
   * PostgreSQL: the pieces start together, and their statements queue on the group's one connection, pipelined
   * (pipelined-transaction.ts): PostgreSQL runs each as soon as it is done with the one before, while the server
   * builds the next piece's statement, instead of each piece waiting for the one before it to finish. A piece that
   * arrives while the transaction begins or the others still run joins them (up to JOINING_LIMIT in all), rather
   * than waiting for their commit and then paying a transaction of its own. A piece's statements run in its own
   * order; the pieces' statements interleave, so a piece must not read a row in one statement to write it in a
   * later one (a booking's writes count in the statement that writes them).
   */
  const runPipelined = async (group: Waiting[]) => {
    // A piece that arrives while the transaction begins joins it, and starts with the others.
    joinRunning = (piece) => group.length < JOINING_LIMIT && group.push(piece) > 0
    try {
      return await pipelinedTransaction(db, (trx) => runSideBySide(trx, group))
    } finally {
      joinRunning = undefined
    }
  }

  /**
   * Starts every piece of the group, and each that joins it, on `trx`. Every piece settles before the transaction
   * ends, so that no statement of a failed run is sent after its rollback.
   */
  const runSideBySide = async (trx: Transaction<Database>, group: Waiting[]) => {
    const outcomes: Promise<PromiseSettledResult<unknown>>[] = []
    const start = ({ work }: Waiting) =>
      outcomes.push(
        (async () => work(trx))().then(
          (value) => ({ status: 'fulfilled', value }),
          (reason: unknown) => ({ status: 'rejected', reason }),
        ),
      )
    group.forEach(start)
    joinRunning = (piece) => {
      if (group.length >= JOINING_LIMIT) return false
      group.push(piece)
      start(piece)
      return true
    }
    let settled: PromiseSettledResult<unknown>[]
    // Until every piece has settled, those that joined meanwhile included; then the group takes no more.
    do settled = await Promise.all(outcomes)
    while (settled.length < outcomes.length)
    joinRunning = undefined
    const failed = ownFailure(settled)
    // A group of one fails as its own transaction would (and may run again after a deadlock: runTogether).
    if (failed) throw group.length === 1 ? failed.cause : failed
    return settled.map(
      (result, index) => () => group[index]!.resolve((result as PromiseFulfilledResult<unknown>).value),
    )
  }

  /**
   * A savepoint costs a round trip a piece on PostgreSQL, so a group runs without them first. When a piece fails,
   * that run is rolled back and the piece rejects at once with its own error (nothing of it was kept); the others
   * run again, each in a savepoint this time. So every piece runs at most twice and a failed one once. On
   * PostgreSQL a run that lost a deadlock runs again, once, unless the deadlock hit a piece of a larger group,
   * which then rejects like any failed piece.
   */
  const runTogether = async (group: Waiting[]): Promise<(() => void)[]> => {
    try {
      return await runGroup(group, false)
    } catch (error) {
      if (!(error instanceof PieceFailed)) {
        if (postgres && retryable(error)) return runGroup(group, false)
        throw error
      }
      group[error.index]!.reject(error.cause)
      const rest = group.filter((_, index) => index !== error.index)
      return runGroup(rest, rest.length > 1)
    }
  }

  const commitWaiting = async () => {
    const group = waiting
    waiting = []
    try {
      const answers = await runTogether(group)
      // Committed; nobody is answered before it is on disk.
      await (await offLoop)?.durable()
      for (const answer of answers) answer()
    } catch (error) {
      // A piece already answered (rolled back alone in runTogether) keeps its own answer.
      for (const { reject } of group) reject(error)
    } finally {
      // The next group starts once this one is on disk, with every piece that arrived meanwhile.
      running = false
      if (waiting.length > 0) schedule()
    }
  }

  function schedule() {
    running = true
    setImmediate(() => void commitWaiting())
  }

  return <T>(work: TransactionWork<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const piece = { work, resolve: resolve as (value: unknown) => void, reject }
      if (joinRunning?.(piece)) return
      waiting.push(piece)
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

/**
 * For a piece of a group run side by side (PostgreSQL), before it builds a statement that takes a while to build:
 * the pieces whose answers came back together resume one after another, and a statement built goes out only after
 * a few turns of promises, so without a pause each piece would build its statement before the first went out and
 * PostgreSQL would wait for them all. Waiting for the event loop's next check phase lets each statement go out
 * as soon as it is built, and PostgreSQL runs it while the server builds the next.
 */
export const letOthersSend = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A read shared by the pieces of one group (or by whatever else runs in one transaction): the first to ask runs
 * it, the others get its answer. For rules that only an admin's save changes, such as the pickup windows: a
 * booking later in the group sees them as they were at the group's start, as if it had arrived with the first.
 * A read that fails is forgotten, so the next piece tries again.
 */
export function oncePerTransaction<T>(read: (trx: Transaction<Database>) => Promise<T>) {
  const reads = new WeakMap<Transaction<Database>, Promise<T>>()
  return (trx: Transaction<Database>): Promise<T> => {
    let pending = reads.get(trx)
    if (!pending) {
      pending = read(trx)
      reads.set(trx, pending)
      pending.catch(() => reads.delete(trx))
    }
    return pending
  }
}
