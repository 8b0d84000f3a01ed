import { AxeBuilder } from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

import { trackApiRequests } from './api-requests.ts'
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
  page: async ({ page }, use) => {
    trackApiRequests(page)
    await use(page)
  },
  adminPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL })
    const response = await context.request.post('/api/auth/login', { data: TEST_ADMIN })
    expect(response.status(), await response.text()).toBe(200)
    const page = await context.newPage()
    trackApiRequests(page)
    await use(page)
    await context.close()
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      let violations: string[] = []
      for (let attempt = 1; attempt <= 3; attempt++) {
        await settled(page)
        const results = await new AxeBuilder({ page }).analyze()
        violations = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
        )
        if (!(await startedMoving(page))) break
      }
      expect(violations).toEqual([])
    })
  },
})

/** What `settled` leaves on the page's window: whether anything started moving since, and that it listens. */
type MotionMarker = { startedMoving?: boolean; notesMoving?: boolean }

/**
 * Judge the page as it settles, not mid-fade: a toast sliding in or out is half transparent for a moment. Waits
 * for the animations running now, and starts noting any that start after (a toast's timer ends during the check).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = (animation: Animation) => animation.effect?.getTiming().iterations !== Infinity
    await Promise.all(
      document
        .getAnimations()
        .filter(finite)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
    const marker = window as unknown as MotionMarker
    marker.startedMoving = false
    if (!marker.notesMoving) {
      marker.notesMoving = true
      const note = () => (marker.startedMoving = true)
      document.addEventListener('transitionrun', note, true)
      document.addEventListener('animationstart', note, true)
    }
  })
}

/** Whether a transition or animation started since `settled`: the check then saw the page mid-change. */
const startedMoving = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as MotionMarker).startedMoving === true)

export { expect }
