import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'

import type { Database } from './schema.ts'
import { walFileOf } from './wal-flush.ts'

/**
 * How often the checkpointer copies the write-ahead log into the database file. Once a second rather than four
 * times: a page written again and again in between (the counters, the search index's newest segment) is copied once,
 * and fewer requests meet a checkpoint. On the bench's one core, a booking's p99 one at a time fell from 15.6 to
 * 13.6 ms (27be11a:bench/RESULTS-notes.md, twenty-first pass).
 */
const CHECKPOINT_EVERY_MS = 1000
/** SQLite's own default, put back if the checkpointer stops working. */
const AUTOCHECKPOINT_PAGES = 1000

/**
 * The checkpointer's thread: a connection of its own that copies the log into the database file now and then.
 * PASSIVE never waits for, nor blocks, the server's reads and writes. Plain CommonJS, run with `eval`, so the
 * same code serves the built server and the tests.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file)
db.pragma('synchronous = FULL')
db.pragma('busy_timeout = 1000')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  }
}, workerData.everyMs)
parentPort.once('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

export interface WalCheckpointer {
  stop(): Promise<void>
}

/**
 * Moves SQLite's checkpoints off the event loop. By default the connection that commits copies the log into the
 * database file (and waits for the disk twice) whenever the log passes a thousand pages: under a run of bookings
 * that stopped the server for tens of milliseconds every second or so. Here the server's connection never
 * checkpoints and a worker thread does it every second; if the thread fails, the connection checkpoints again as
 * before. Undefined for an in-memory or non-WAL database.
 */
export async function startWalCheckpointer(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): Promise<WalCheckpointer | undefined> {
  const walFile = await walFileOf(db)
  if (!walFile) return undefined
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file: walFile.slice(0, -'-wal'.length),
      everyMs: CHECKPOINT_EVERY_MS,
    },
  })
  let stopping = false
  const giveBack = (reason: unknown) => {
    if (stopping) return
    log.error({ err: reason }, 'The WAL checkpointer stopped; the server checkpoints by itself again')
    void sql
      .raw(`pragma wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`)
      .execute(db)
      .catch(() => undefined)
  }
  worker.on('message', (message: { error?: string }) => {
    if (message.error) log.warn({ reason: message.error }, 'A WAL checkpoint failed; trying again shortly')
  })
  worker.on('error', giveBack)
  worker.on('exit', (code) => giveBack(new Error(`the checkpointer's thread exited (${code})`)))
  worker.unref()
  await sql`pragma wal_autocheckpoint = 0`.execute(db)
  return {
    async stop() {
      stopping = true
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      worker.postMessage('stop')
      await exited
    },
  }
}
