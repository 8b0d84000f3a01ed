import pg from 'pg'

import { TEST_POSTGRES_URL } from './test-app.ts'

export interface PostgresDatabase {
  /** A DATABASE_URL naming it, tables in its public schema, exactly as production names one. */
  url: string
  drop(): Promise<void>
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A whole database of its own on the test PostgreSQL, for tests that run the server or pg_dump the way
 * production does (a test schema, which is what test-app.ts gives, needs settings production never has).
 */
export async function createPostgresDatabase(label: string): Promise<PostgresDatabase> {
  const name = `knife_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await asAdmin(`create database "${name}"`)
  const url = new URL(TEST_POSTGRES_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists "${name}" with (force)`) }
}
