import fs from 'node:fs/promises'

import { sql, type Kysely, type Transaction } from 'kysely'

import type { Database } from './schema.ts'

/**
 * A transaction whose commit waits for the disk without holding the event loop, on SQLite in WAL mode.
 *
 * With synchronous=FULL (database.ts) better-sqlite3 flushes the write-ahead log inside COMMIT, on the one thread
 * that also answers every request: at a few milliseconds a flush, the server did nothing else for a third of a run
 * of bookings. Here the transaction commits with synchronous=NORMAL (the log is written, not yet flushed) and
 * `durable` then flushes the log with fdatasync on libuv's thread pool, which is what FULL would have done: the
 * caller answers nobody before `durable` resolves, so an acknowledged commit is on disk as before, while the next
 * requests are read and run. The connection is held from the first pragma to the last, so no other statement
 * runs between them and every other transaction keeps FULL.
 *
 * The transaction also keeps its statement journal in memory (temp_store=memory, which SQLite reads when a
 * transaction begins). Inside a transaction, a statement that may have to be undone alone (one that fires triggers
 * or writes several rows) saves the pages it changes; past 64 KiB SQLite spills them to a temporary file, and a
 * booking's insert passed that: a file opened and closed every transaction and two writes a page
 * (27be11a:bench/RESULTS-notes.md, eighteenth pass). The group's statements each change a few dozen pages; a
 * migration's or a bulk update's, kept on the default, may change thousands. (A change of temp_store drops the
 * connection's temporary tables; the app keeps none.)
 */
export interface OffLoopCommit {
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>
  /** Resolves once everything committed before the call is on disk. */
  durable(): Promise<void>
}

/** The main database's file and journal mode; undefined for an in-memory or non-WAL database. */
async function walFileOf(db: Kysely<Database>): Promise<string | undefined> {
  const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
  if (mode.rows[0]?.journal_mode !== 'wal') return undefined
  const list = await sql<{ name: string; file: string }>`pragma database_list`.execute(db)
  const file = list.rows.find((row) => row.name === 'main')?.file
  return file ? `${file}-wal` : undefined
}

/** Undefined where it does not apply (an in-memory database, another journal mode): commit as usual there. */
export async function offLoopCommitOf(db: Kysely<Database>): Promise<OffLoopCommit | undefined> {
  const walFile = await walFileOf(db)
  if (!walFile) return undefined
  /** One flush at a time: a flush started after another covers what both would have. */
  let flushing: Promise<void> = Promise.resolve()

  /**
   * The log is opened for each flush and closed after it, so no handle outlives the database when the app closes
   * (Node warned of one closed by the garbage collector, DEP0137); an open costs microseconds, a flush milliseconds.
   */
  const flushLog = async () => {
    const log = await fs.open(walFile, 'r+')
    try {
      await log.datasync()
    } finally {
      await log.close()
    }
  }

  return {
    run: (work) =>
      db.connection().execute(async (connection) => {
        await sql`pragma synchronous = normal`.execute(connection)
        await sql`pragma temp_store = memory`.execute(connection)
        try {
          return await connection.transaction().execute(work)
        } finally {
          await sql`pragma temp_store = default`.execute(connection)
          await sql`pragma synchronous = full`.execute(connection)
        }
      }),
    durable() {
      const done = flushing.then(flushLog, flushLog)
      flushing = done.catch(() => undefined)
      return done
    },
  }
}
