import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** API tests run against PostgreSQL too. Under CI a missing PostgreSQL fails the run; elsewhere it is skipped loudly. */
async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (process.env.CI === 'true')
      throw new Error(`PostgreSQL is required under CI=true but ${postgresUrl} failed: ${reason}`)
    console.warn(
      `\n!!! PostgreSQL at ${postgresUrl} is unreachable (${reason}): API tests run on SQLite only.\n`,
    )
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The long soak tests (30 s and more each) run apart, in `npm run test:soak` (VITEST_SOAK=1), which CI runs after
 * `npm test`: the everyday run leaves them out and the soak run runs only them.
 */
const SOAK_TESTS = ['src/server/robustness/mixed-load.test.ts']
const soak = process.env.VITEST_SOAK === '1'

/** Every server test file runs once per database: the project sets TEST_DATABASE for test-app.ts. */
const serverProject = (name: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: soak ? SOAK_TESTS : ['src/server/**/*.test.ts'],
    exclude: soak ? configDefaults.exclude : [...configDefaults.exclude, ...SOAK_TESTS],
    environment: 'node',
    env: { TEST_DATABASE: name, TEST_POSTGRES_URL: postgresUrl },
  },
})

const unitProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/client/test/setup.ts'],
    // Not UTC, and a day behind it for part of every day: a test that passes only in CI's UTC fails here.
    env: { TZ: 'America/Los_Angeles' },
  },
}

export default defineConfig(async () => ({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  test: {
    projects: [
      serverProject('sqlite'),
      ...((await postgresReachable()) ? [serverProject('postgres')] : []),
      ...(soak ? [] : [unitProject]),
    ],
  },
}))
