import { Migrator, type Kysely } from 'kysely'

import { migrationProvider } from './migrations/index.ts'
import type { Database } from './schema.ts'

/**
 * Brings the schema up to date; safe to run at every start and from several instances at once. On PostgreSQL
 * `schema` names the schema the tables live in when it is not `public` (each test file has its own).
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
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
