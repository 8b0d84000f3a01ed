import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { postgresReachable, TEST_POSTGRES_URL } from './scripts/test-postgres.ts'
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_PG_BASE_URL,
  E2E_PG_DATA_DIR,
  E2E_PG_DATABASE,
  E2E_PG_PORT,
  E2E_PORT,
  TEST_ADMIN,
} from './tests/e2e/support/environment.ts'
import type { ServerOptions } from './tests/e2e/support/fixtures.ts'
import { postgresDatabaseUrl } from './tests/e2e/support/postgres-databases.ts'

/**
 * The journeys whose server path PostgreSQL takes its own way, which the postgres project runs again there: the
 * order search and its "more than" count (the walk of migration 0019), the customer directory's search and
 * figures (migration 0020's walk, search-begins-names.ts), a booking into a pickup window (the rules read as one
 * statement and the window's place taken in the booking's first statement, booking-first-writes.ts), and the
 * orders sorted by pickup time (the databases place a missing time apart; each direction reads its own index of
 * migration 0044). The API tests run every server path on both databases; the other journeys' paths differ at
 * most by a row lock that only concurrent writers notice (order page, reschedule) or by the mail claim every
 * booking here makes (outgoing mail).
 */
const POSTGRES_JOURNEYS =
  /\/(pickup-scheduling|orders-search-count|orders-pickup|customers|reviews)\.spec\.ts$/

const withPostgres = await postgresReachable(TEST_POSTGRES_URL, 'browser journeys run on SQLite only')
const pgDatabaseUrl = postgresDatabaseUrl(TEST_POSTGRES_URL, E2E_PG_DATABASE)
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

/**
 * One of the servers the projects share: the build on a fresh data directory (no uploads, and a new SQLite file
 * unless `postgresDatabase` names the fresh PostgreSQL database it gets instead). E2E_DIST serves a copy of the
 * build, so that a rebuild while the tests run cannot swap the page's chunks underneath them.
 */
function sharedServer(port: number, dataDir: string, postgresDatabase?: string) {
  const baseURL = `http://127.0.0.1:${port}`
  const freshDatabase = postgresDatabase
    ? `node --import tsx tests/e2e/support/fresh-postgres-database.ts '${postgresDatabase}' && `
    : ''
  const databaseUrl = postgresDatabase && postgresDatabaseUrl(TEST_POSTGRES_URL, postgresDatabase)
  const command = `${freshDatabase}rm -rf '${dataDir}' && exec node '${process.env.E2E_DIST ?? 'dist'}/node/server/main.js'`
  return {
    command,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every spec comes from 127.0.0.1: the limits are tested by the API tests, not here.
      BOOKING_RATE_LIMIT_PER_10_MIN: '100000',
      PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '100000',
      PICKUP_SLOTS_RATE_LIMIT_PER_MIN: '100000',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '100000',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '100000',
      // The links in the e-mails the journeys open (tests/e2e/order-page.spec.ts).
      PUBLIC_URL: baseURL,
      // The inbound e-mail endpoint, for the hostile-message journey (tests/e2e/communications.spec.ts).
      INBOUND_EMAIL_TOKEN: 'e2e-inbound-token-0123456789',
      // "Add Test Emails", a development server's button, fills the inbox for the journeys.
      ENABLE_TEST_EMAILS: 'true',
    },
  }
}

/**
 * Browser journeys against the built app (npm run test:e2e builds it first) on a fresh SQLite file, and the
 * journeys of POSTGRES_JOURNEYS again, at the same time, against the same build on a fresh PostgreSQL database.
 */
export default defineConfig<object, ServerOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey's time, not a budget (npm run bench measures speed): on CI's two loaded cores a journey with its
  // accessibility scans took 16 to 35 s, and the longest were cut off at 30.
  // Journeys marked slow (test.slow()) get three times this. An expectation waits as long again on CI: the board's
  // page took 3 s to show its first card with both workers busy here, and more than 7 s in CI.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action's snapshot in every journey to keep the failed ones: a quarter of the journeys'
    // CPU (four specs on a loaded machine: 189 s of CPU for 29 journeys with it, 137 s for 28 without). CI keeps none
    // of its files, so it records none; a failure there still leaves its screenshot and page snapshot, and
    // `--trace on` records one here.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Transitions and animations end at once (the app honours the setting: styles.css): waiting for them to settle
    // was a tenth of the run's CPU and an eighth of its time (orders and communications, alternating, twice). The
    // communications journeys keep them, so that the dialogs and toasts are seen moving in one spec.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The postgres project first: its few long journeys (the pickup schedule's eight) no longer end the run on one
  // worker while the other waits; the SQLite project's many short ones end it instead (a 15 s tail → 7 s).
  projects: [
    ...(withPostgres
      ? [
          {
            name: 'postgres',
            use: {
              ...desktop,
              baseURL: E2E_PG_BASE_URL,
              serverDataDir: E2E_PG_DATA_DIR,
              serverDatabaseUrl: pgDatabaseUrl,
            },
            testMatch: POSTGRES_JOURNEYS,
          },
        ]
      : []),
    {
      name: 'chromium',
      use: desktop,
    },
  ],
  webServer: [
    sharedServer(E2E_PORT, E2E_DATA_DIR),
    ...(withPostgres ? [sharedServer(E2E_PG_PORT, E2E_PG_DATA_DIR, E2E_PG_DATABASE)] : []),
  ],
})
