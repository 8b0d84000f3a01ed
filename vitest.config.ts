import { fileURLToPath } from 'node:url'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { serverTestFiles } from './scripts/server-test-projects.ts'
import { postgresReachable, TEST_POSTGRES_URL } from './scripts/test-postgres.ts'

/**
 * The long soak tests (30 s and more each) run apart, in `npm run test:soak` (VITEST_SOAK=1), which CI runs after
 * `npm test`: the everyday run leaves them out and the soak run runs only them.
 */
const SOAK_TESTS = ['src/server/robustness/mixed-load.test.ts']
const soak = process.env.VITEST_SOAK === '1'

/**
 * A server test file that builds an app (through test-app.ts) runs once per database, the others once in
 * server-unit: serverTestFiles() reads which is which from the files' imports.
 */
const serverTests = serverTestFiles(fileURLToPath(new URL('.', import.meta.url)), SOAK_TESTS)

/** The project sets TEST_DATABASE for test-app.ts; server-unit sets none, and test-app.ts refuses to load there. */
const serverProject = (name: 'sqlite' | 'postgres' | 'server-unit'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: soak ? SOAK_TESTS : name === 'server-unit' ? serverTests.databaseFree : serverTests.database,
    environment: 'node',
    env: { TEST_DATABASE: name === 'server-unit' ? 'none' : name, TEST_POSTGRES_URL },
    // Names the run's PostgreSQL schemas, which the workers' test apps reuse, and drops them at its end.
    globalSetup: name === 'postgres' ? ['src/server/test/postgres-schema-run.ts'] : [],
    // A worker imports the server's modules once for all its files, not once per file: importing them was most of
    // the run (the SQLite project: 166 s of import summed over its files → 17 s, the run 154 s → 75 s). Each file
    // builds its own app, database and mail catcher (test-app.ts), and what the modules keep (statements per
    // connection, formatters, parsed settings) is keyed by what it was made from. The browser-side files stay
    // isolated: their stores (toasts, the session) are module state each file starts from fresh.
    isolate: false,
  },
})

/**
 * The tests of what shows a date in the browser's time zone, which the unit-east project runs again east of UTC:
 * a day computed on the wrong side of midnight shows in one of the two zones.
 */
const TIME_ZONE_TESTS = [
  'src/shared/calendar.test.ts',
  'src/client/features/schedule/lib/schedule-dates.test.ts',
  'src/shared/format.test.ts',
  'src/shared/order-timeline.test.ts',
  'src/client/lib/format-date.test.ts',
  'src/client/lib/format-email-time.test.ts',
  'src/client/features/reports/lib/report-format.test.ts',
  'src/client/features/reports/lib/activity-text.test.ts',
  'src/client/features/orders/api/get-board.test.ts',
  'src/client/features/booking-confirmation/lib/pickup-event.test.ts',
]

const unitProject = (name: 'unit' | 'unit-east'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include:
      name === 'unit'
        ? [
            'src/shared/**/*.test.ts',
            'src/client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ]
        : TIME_ZONE_TESTS,
    setupFiles: ['src/client/test/setup.ts'],
    // Each file still gets its own modules and its own DOM, in a fresh VM context of a long-lived process rather
    // than a new worker: the unit and unit-east projects' 133 s of CPU → 60 s (wall 69 → 31 s). Forks, not
    // threads: TZ is the process's, and threads would all run in the main process's zone (format-date.test.ts
    // fails then, as it should).
    pool: 'vmForks',
    // Not UTC, and a day behind it for part of every day: a test that passes only in CI's UTC fails here. The
    // east project's zone is ahead of UTC by a half hour, for the mistakes a west zone hides.
    env: { TZ: name === 'unit' ? 'America/Los_Angeles' : 'Asia/Kolkata' },
  },
})

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
    // A test's time, not a budget (npm run bench measures speed): with three files at a time on CI's two loaded
    // cores, a PostgreSQL test that builds its own app took more than Vitest's default 5 s (order-page rate limits,
    // an empty database's stats), as the journeys' time-out in playwright.config.ts allows for.
    ...(process.env.CI ? { testTimeout: 30_000, hookTimeout: 30_000 } : {}),
    projects: [
      serverProject('sqlite'),
      ...((await postgresReachable(TEST_POSTGRES_URL, 'API tests run on SQLite only'))
        ? [serverProject('postgres')]
        : []),
      ...(soak ? [] : [serverProject('server-unit'), unitProject('unit'), unitProject('unit-east')]),
    ],
  },
}))
