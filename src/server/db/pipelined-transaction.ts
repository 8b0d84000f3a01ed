import { Kysely, PostgresDialect, type PostgresPoolClient, type Transaction } from 'kysely'

import type { Database } from './schema.ts'

/** A connection of the app's PostgreSQL pool (database.ts, withNamedWrites): released with an error, it is closed. */
export interface PoolConnection extends PostgresPoolClient {
  release(error?: Error): void
}

const pools = new WeakMap<Kysely<Database>, { connect(): Promise<PoolConnection> }>()

/** createDatabase, for PostgreSQL: the pool that `db`'s pipelined transactions take their connection from. */
export function registerPipelinedPool(db: Kysely<Database>, pool: { connect(): Promise<PoolConnection> }) {
  pools.set(db, pool)
}

/**
 * PostgreSQL: runs `work` in a transaction whose statements go out as soon as they are asked for, each behind the
 * one before on the same connection (pg's pipeline mode, database.ts), rather than after its answer. Kysely's own
 * transactions send a statement only once the one before has been answered, so pieces of work run side by side
 * there still take one round trip each in turn. PostgreSQL runs the statements in the order they were sent.
 * `work` must not settle while a statement of its is still running: one left behind would run after the commit or
 * the rollback, outside the transaction.
 */
export async function pipelinedTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db)
  if (!pool) throw new Error('A pipelined transaction needs a PostgreSQL database')
  const connection = await pool.connect()
  // Kysely takes the connection for each statement and releases it after: it stays with this transaction.
  const shared: PostgresPoolClient = { query: connection.query.bind(connection), release: () => {} }
  const trx = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: { connect: () => Promise.resolve(shared), end: () => Promise.resolve() },
    }),
  })
  let broken: Error | undefined
  try {
    await connection.query('begin', [])
    try {
      // The same queries as a Kysely transaction's, on a connection that is in one: typed as what it is.
      const result = await work(trx as unknown as Transaction<Database>)
      await connection.query('commit', [])
      return result
    } catch (error) {
      await connection.query('rollback', []).catch((rollbackFailed: unknown) => {
        broken = rollbackFailed instanceof Error ? rollbackFailed : new Error(String(rollbackFailed))
      })
      throw error
    }
  } finally {
    connection.release(broken)
  }
}
