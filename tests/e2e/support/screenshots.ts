import type { Locator, Page } from '@playwright/test'

/**
 * Whether this run saves the journeys' screenshots. They are for a person to look at (the developers' guide: look
 * at each screen you build), so a run here saves them; CI keeps no files, so there it saves none unless
 * E2E_SCREENSHOTS is set (306 of them were 43 s of the journeys' time, about 20 s of the run on two cores). The
 * orders, reports and contact journeys save theirs only then, in the folder it names.
 */
export const SCREENSHOTS_SAVED = !process.env.CI || !!process.env.E2E_SCREENSHOTS

/** Saves a picture of the page (its viewport, or the whole page with `fullPage`) or of one element, when wanted. */
export async function saveScreenshot(target: Page | Locator, path: string, { fullPage = false } = {}) {
  if (!SCREENSHOTS_SAVED) return
  await ('mainFrame' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }))
}
