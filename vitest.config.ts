import { fileURLToPath } from 'node:url'

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { postgresReachable, TEST_POSTGRES_URL } from './scripts/test-postgres.ts'

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
    env: { TEST_DATABASE: name, TEST_POSTGRES_URL },
    // A worker imports the server's modules once for all its files, not once per file: importing them was most of
    // the run (the SQLite project: 166 s of import summed over its files → 17 s, the run 154 s → 75 s). Each file
    // builds its own app, database and mail catcher (test-app.ts), and what the modules keep (statements per
    // connection, formatters, parsed settings) is keyed by what it was made from. The browser-side files stay
    // isolated: their stores (toasts, the session) are module state each file starts from fresh.
    isolate: false,
  },
})

const unitProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    include: [
      'src/shared/**/*.test.ts',
      'src/client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
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
    // Most server tests wait on PostgreSQL, the disk, a spawned server or a mail server rather than the CPU: three
    // files at a time on two cores halve the run (550 s → 293 s), where Vitest's default is one worker fewer than
    // the cores (one here).
    maxWorkers: 3,
    projects: [
      serverProject('sqlite'),
      ...((await postgresReachable(TEST_POSTGRES_URL, 'API tests run on SQLite only'))
        ? [serverProject('postgres')]
        : []),
      ...(soak ? [] : [unitProject]),
    ],
  },
}))
