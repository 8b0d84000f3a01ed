import { TEST_POSTGRES_URL } from '../../../scripts/test-postgres.ts'
import { freshPostgresDatabase } from './postgres-databases.ts'

/**
 * `node --import tsx tests/e2e/support/fresh-postgres-database.ts <name>`: the postgres webServer's first step
 * (playwright.config.ts). It runs in the command, not in a globalSetup, because Playwright starts web servers
 * before global setup.
 */
const name = process.argv[2]
if (!name) throw new Error('usage: fresh-postgres-database.ts <database name>')
await freshPostgresDatabase(TEST_POSTGRES_URL, name)
