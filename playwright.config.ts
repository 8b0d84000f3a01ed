import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, TEST_ADMIN } from './tests/e2e/support/environment.ts'

/** Browser journeys against the built app (npm run test:e2e builds it first) on a fresh SQLite file. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /settings\.spec\.ts$/,
    },
    // Settings change the prices and texts every other journey reads: they run once the others are done.
    {
      name: 'settings',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /settings\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // A fresh data directory, so every run starts from a new database with no uploads. E2E_DIST serves a copy of
    // the build, so that a rebuild while the tests run cannot swap the page's chunks underneath them.
    command: `rm -rf '${E2E_DATA_DIR}' && exec node '${process.env.E2E_DIST ?? 'dist'}/node/server/main.js'`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every spec comes from 127.0.0.1: the limits are tested by the API tests, not here.
      BOOKING_RATE_LIMIT_PER_10_MIN: '100000',
      PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '100000',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '100000',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '100000',
      // The links in the e-mails the journeys open (tests/e2e/order-page.spec.ts).
      PUBLIC_URL: E2E_BASE_URL,
      // The inbound e-mail endpoint, for the hostile-message journey (tests/e2e/communications.spec.ts).
      INBOUND_EMAIL_TOKEN: 'e2e-inbound-token-0123456789',
    },
  },
})
