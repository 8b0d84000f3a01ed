import { Migrator } from 'kysely'

import { migrateToLatest } from '../db/migrate.ts'
import { migrationProvider } from '../db/migrations/index.ts'
import { droppingAlone, whileNothingIsDropped, type TestApp } from './test-app.ts'

/**
 * A migration's test of what it does to data written before it: the test app's database taken down to the
 * migration before `migration`, and back up to the latest, as a server started on an older database does.
 */
export function remigrate(t: TestApp, migration: string) {
  const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
  return {
    async downToJustBefore() {
      const migrator = new Migrator({
        db: t.app.db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      })
      const names = Object.keys(await migrationProvider.getMigrations()).sort()
      const previous = names[names.indexOf(migration) - 1]!
      // The mail sender's rounds hold the outbox and read the orders while the downs drop their indexes, one lock
      // each in the other order (a deadlock on PostgreSQL): the test app sends no more mail from here on.
      await t.app.mailSender.stop()
      // Migrating down drops tables and columns, which another file's catalog read must not see half done.
      await droppingAlone(async () => {
        const { error } = await migrator.migrateTo(previous)
        if (error) throw error
      })
    },
    upToLatest: () => whileNothingIsDropped(() => migrateToLatest(t.app.db, schema)),
  }
}
