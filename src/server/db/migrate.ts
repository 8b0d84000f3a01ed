import { Migrator, sql, type Kysely } from 'kysely'

import { migrationProvider } from './migrations/index.ts'
import type { Database } from './schema.ts'

/**
 * Brings the schema up to date; safe to run at every start and from several instances at once. On PostgreSQL
 * `schema` names the schema the tables live in when it is not `public` (each test app has its own).
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  if (await recordsEveryMigration(db, schema)) return
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error')
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`)
  }
}

/**
 * Whether the database records as run exactly the migrations this code has: then there is nothing to do, and one
 * query says so, where Kysely's migrator first lists every table and column of every schema in the database (on
 * the test database, a schema per test app, ~100 ms twice a start). Anything else (no migration table yet, a
 * migration to run, one this code does not know) goes to the migrator, which runs or refuses as it always did.
 */
async function recordsEveryMigration(db: Kysely<Database>, schema?: string): Promise<boolean> {
  const known = Object.keys(await migrationProvider.getMigrations())
  let recorded: string[]
  try {
    const table = sql.table(schema ? `${schema}.kysely_migration` : 'kysely_migration')
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db)
    recorded = rows.map((row) => row.name)
  } catch {
    return false
  }
  return recorded.length === known.length && known.every((name) => recorded.includes(name))
}
