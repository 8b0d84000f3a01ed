/**
 * `npm run admin:password [-- <new password>]`: sets a new admin password (a generated one when none is given)
 * for ADMIN_USERNAME, against the configured database, and signs that admin out everywhere.
 */
import { loadConfig } from '../config.ts'
import { createDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { resetAdminPassword } from '../modules/auth/index.ts'

const config = loadConfig()
const db = createDatabase(config.database)
try {
  await migrateToLatest(db, config.database.kind === 'postgres' ? 'public' : undefined)
  const { username, password, created } = await resetAdminPassword(db, config.admin.username, process.argv[2])
  console.log(
    `${created ? 'Created' : 'Updated'} the admin account "${username}".` +
      (process.argv[2] ? '' : `\nNew password: ${password}\nKeep it safe: it is not shown again.`) +
      '\nEvery session of this admin has been signed out.',
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
