import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

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

/** Every server test file runs once per database: the project sets TEST_DATABASE for test-app.ts. */
const serverProject = (name: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['src/server/**/*.test.ts'],
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
  },
}

export default defineConfig(async () => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) } },
  test: {
    projects: [
      serverProject('sqlite'),
      ...((await postgresReachable()) ? [serverProject('postgres')] : []),
      unitProject,
    ],
  },
}))
