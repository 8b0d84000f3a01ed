import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

import { E2E_DATA_DIR, TEST_ADMIN } from './environment.ts'

/** Which shared server the project's journeys run against (playwright.config.ts sets these per project). */
export interface ServerOptions {
  /** Its DATA_DIR: the .eml files of the mail it sends are in outbox/, its SQLite file is app.db. */
  serverDataDir: string
  /** Its DATABASE_URL; unset, it keeps its data in SQLite. */
  serverDatabaseUrl: string | undefined
}

interface Fixtures {
  /** A page whose browser context is signed in as the admin (through the API, not the form). */
  adminPage: Page
  /** Fails the test when axe finds an accessibility violation on the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>
}

export const test = base.extend<Fixtures, ServerOptions>({
  serverDataDir: [E2E_DATA_DIR, { option: true, scope: 'worker' }],
  serverDatabaseUrl: [undefined, { option: true, scope: 'worker' }],
  adminPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL })
    const response = await context.request.post('/api/auth/login', { data: TEST_ADMIN })
    expect(response.status(), await response.text()).toBe(200)
    const page = await context.newPage()
    await use(page)
    await context.close()
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      // Judge the page as it settles, not mid-fade: a toast sliding in is half transparent for a moment.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
      const results = await new AxeBuilder({ page }).analyze()
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
      )
      expect(summary).toEqual([])
    })
  },
})

export { expect }
