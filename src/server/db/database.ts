import fs from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
  type Transaction,
} from 'kysely'
import pg from 'pg'

import type { Config } from '../config.ts'
import { ensurePrivateFileSync, makePrivateDirSync, PRIVATE_FILE_MODE } from '../private-files.ts'
import { registerPipelinedPool, type PoolConnection } from './pipelined-transaction.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database> | Transaction<Database>
export type DatabaseKind = Config['database']['kind']

const PG_INT8_OID = 20

/** pg returns bigint (count, sum, epoch milliseconds) as text; every value we store fits a JS number. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * PostgreSQL settings of the app's connections. Every query the app runs reads a few hundred rows at most through
 * an index, but the planner, which cannot estimate a join on a range or a trigram match well, costs some of them
 * as scans of a million rows and then prepares them for one: no parallel workers (30 ms to start on a small
 * machine, for a query of 1 ms) and no JIT compiling (15 ms for the Reports' counters at a million bookings, whose
 * run takes 2). Both help a scan of a large table, which the app never makes while someone waits.
 */
const SESSION_SETTINGS = ['max_parallel_workers_per_gather=0', 'jit=off']

/** Distinct SQL texts whose compiled statements are kept: every query shape the app runs, with room to spare. */
const STATEMENT_CACHE_SIZE = 500

/**
 * better-sqlite3 compiles the SQL on every prepare(), and Kysely prepares every query it runs: a booking's five
 * statements spent a fifth of its time compiling them again. This keeps each SQL text's statement (the values
 * are bound at each run), dropping the least recently used beyond the cache's size. One connection runs one
 * statement at a time, so a statement is never in use twice; SQLite prepares it again by itself after a
 * schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql)
      if (cached) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql)
        statements.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value!)
      return statement
    },
  }
}

/**
 * client.query, answered through a callback of ours. Asked for a promise, pg keeps its own callback as
 * `query.callback = (err, res) => …`, and V8 allocates a function written to a property straight into the old
 * generation: dead after its query, it still held the query and every row it read through each young collection
 * until a full one (27be11a:bench/RESULTS-notes.md, fifteenth pass). Kysely adds the caller's stack to an error.
 */
function queryResult(client: pg.PoolClient, config: pg.QueryConfig): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const settle = (error: Error | undefined, result: pg.QueryResult) =>
      error ? reject(error) : resolve(result)
    client.query(config, settle)
  })
}

/** A write: an insert, an update or a delete, alone or as a common table expression (a read may begin with WITH). */
const WRITE =
  /^\s*(insert|update|delete)\b|^\s*with\b.*?\bas\s+(?:(?:not\s+)?materialized\s+)?\(\s*(insert|update|delete)\b/is

/**
 * PostgreSQL keeps a named statement parsed and planned on its connection, so that each run only binds the values:
 * a booking's five writes were parsed and planned again every time (with them named, loaded booking creation went
 * from about 110 to 150 a second on a small machine). Only writes are named: a read's best plan may depend on its
 * values (a search's text, a date range), which a plan kept for every value would ignore. Nor is a write that
 * returns every column (`*`): were a column added meanwhile (another instance's migration, say), PostgreSQL would
 * refuse to run it again ("cached plan must not change result type"). Each distinct SQL text gets one name for the
 * pool; beyond `size` texts the rest run unnamed, so that a connection never holds more than `size` statements.
 * (A pooler in transaction mode, such as PgBouncer's, would need its prepared-statement support turned on.)
 */
export function withNamedWrites(
  pool: pg.Pool,
  size = STATEMENT_CACHE_SIZE,
): PostgresPool & { connect(): Promise<PoolConnection> } {
  const names = new Map<string, string>()
  const nameOf = (text: string) => {
    let name = names.get(text)
    if (name === undefined && names.size < size && WRITE.test(text) && !text.includes('*')) {
      name = `w${names.size + 1}`
      names.set(text, name)
    }
    return name
  }
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect()
      return {
        release: (error?: Error) => client.release(error),
        // Kysely passes SQL and its values, or a cursor (a stream, which the app does not use) to go through as is.
        query: ((textOrCursor: string | pg.Submittable, values: readonly unknown[] = []) => {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor)
          const name = nameOf(textOrCursor)
          return queryResult(client, { name, text: textOrCursor, values: [...values] })
        }) as unknown as PostgresPoolClient['query'],
      }
    },
  }
}

export function createDatabase(options: Config['database']): Kysely<Database> {
  if (options.kind === 'postgres') {
    const settings = [...SESSION_SETTINGS, ...(options.schema ? [`search_path=${options.schema}`] : [])]
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A query asked for while the connection is busy goes out at once rather than after the answer before it:
      // the bookings of a group commit send theirs side by side on the group's connection (pipelined-transaction.ts).
      pipeline: true,
      types: pgTypes,
      options: settings.map((setting) => `-c ${setting}`).join(' '),
    })
    const named = withNamedWrites(pool)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: named }) })
    registerPipelinedPool(db, named)
    return db
  }
  makePrivateDirSync(path.dirname(options.file))
  ensurePrivateFileSync(options.file)
  const sqlite = new SQLite(options.file)
  sqlite.pragma('journal_mode = WAL')
  // SQLite creates -wal and -shm with the database's mode; files from before this rule are narrowed here.
  for (const companion of [`${options.file}-wal`, `${options.file}-shm`])
    if (fs.existsSync(companion)) fs.chmodSync(companion, PRIVATE_FILE_MODE)
  // FULL makes every acknowledged commit durable across a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}

export function databaseKind(db: Db): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** A LIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
