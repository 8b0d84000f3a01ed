import fs from 'node:fs'
import path from 'node:path'

import { test as base, expect, type Page, type TestInfo } from '@playwright/test'

import { trackApiRequests } from './api-requests.ts'
import { axeViolations } from './axe-scan.ts'
import { E2E_DATA_DIR, TEST_ADMIN } from './environment.ts'
import { SharedPages, type PageOptions } from './shared-pages.ts'

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
  /**
   * Fails the test when axe finds an accessibility violation on the page as it is now, which is the named screen
   * and state (e.g. 'orders: edit dialog, 390 px'). Each state is scanned by one journey only: a second journey
   * naming it fails, so the scan runs once a run and the names list what is covered (grep expectAccessible).
   */
  expectAccessible: ExpectAccessible
  /** The context options of the journey's pages: the project's, with what the journey's `test.use` sets. */
  pageOptions: PageOptions
}

export type ExpectAccessible = (page: Page, state: string) => Promise<void>

interface WorkerFixtures extends ServerOptions {
  /** The pages this worker lends its journeys (shared-pages.ts). */
  sharedPages: SharedPages
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  serverDataDir: [E2E_DATA_DIR, { option: true, scope: 'worker' }],
  serverDatabaseUrl: [undefined, { option: true, scope: 'worker' }],
  sharedPages: [
    async ({ browser }, use) => {
      const pages = new SharedPages(browser)
      await use(pages)
      await pages.close()
    },
    { scope: 'worker' },
  ],
  pageOptions: async (
    { baseURL, viewport, reducedMotion, userAgent, deviceScaleFactor, isMobile, hasTouch },
    use,
  ) => {
    await use({ baseURL, viewport, reducedMotion, userAgent, deviceScaleFactor, isMobile, hasTouch })
  },
  page: async ({ sharedPages, pageOptions }, use) => {
    const page = await sharedPages.take('visitor', pageOptions)
    trackApiRequests(page)
    await use(page)
  },
  context: async ({ page }, use) => {
    await use(page.context())
  },
  adminPage: async ({ sharedPages, pageOptions }, use) => {
    const page = await sharedPages.take('owner', pageOptions, async (context) => {
      const response = await context.request.post('/api/auth/login', { data: TEST_ADMIN })
      expect(response.status(), await response.text()).toBe(200)
    })
    trackApiRequests(page)
    await use(page)
  },
  expectAccessible: async ({ serverDatabaseUrl }, use, testInfo) => {
    await use(async (page, state) => {
      claimState(state, testInfo)
      // The postgres project repeats journeys for their server paths; its screens are the same build's, which the
      // SQLite project scans.
      if (serverDatabaseUrl) return
      let violations: string[] = []
      for (let attempt = 1; attempt <= 3; attempt++) {
        await settled(page)
        // axe runs in the page as one call, as AxeBuilder's legacy mode runs it (axe-scan.ts): AxeBuilder's default
        // runs each frame apart, then opens a blank page to merge the results, which doubled the scans' time (129
        // scans: 215 s of the journeys' time). Their findings were the same on every screen scanned both ways, but
        // where the page itself had changed between.
        // Only the violations are read: axe then skips describing every element that passed (a CSS selector and
        // the HTML of each), 35 to 45 % of a scan's time on the landing and settings pages, the same findings.
        violations = (await axeViolations(page)).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
        )
        if (!(await startedMoving(page))) break
      }
      expect(violations).toEqual([])
    })
  },
})

/**
 * Notes that this test scans `state`, in a file of the run's output folder (Playwright empties it as a run
 * starts), so the workers share it; fails when another test scanned it already. The same test again (a retry, a
 * repeat) may.
 */
function claimState(state: string, testInfo: TestInfo): void {
  const folder = path.join(testInfo.project.outputDir, '.accessibility-states')
  fs.mkdirSync(folder, { recursive: true })
  const file = path.join(folder, encodeURIComponent(state))
  const owner = testInfo.titlePath.join(' › ')
  try {
    fs.writeFileSync(file, owner, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const scannedBy = fs.readFileSync(file, 'utf8')
    if (scannedBy !== owner)
      throw new Error(
        `"${state}" is scanned by ${scannedBy} already: scan each screen and state in one journey`,
      )
  }
}

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
