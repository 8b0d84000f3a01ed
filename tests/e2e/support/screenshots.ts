import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { apiSettled } from './api-requests.ts'

/**
 * Whether this run saves the journeys' screenshots. They are for a person to look at (the developers' guide: look
 * at each screen you build), so a run here saves them; CI keeps no files, so there it saves none unless
 * E2E_SCREENSHOTS is set (306 of them were 43 s of the journeys' time, about 20 s of the run on two cores). The
 * orders, reports and contact journeys save theirs only then, in the folder it names.
 */
export const SCREENSHOTS_SAVED = !process.env.CI || !!process.env.E2E_SCREENSHOTS

/** The folder of the journeys' screenshots: SHOTS, or test-results/screens. */
export const SCREENS = process.env.SHOTS ?? 'test-results/screens'

/** Where the screenshot `name` goes in SCREENS. */
export const screenPath = (name: string) => path.join(SCREENS, `${name}.png`)

/** Saves the whole page as the screenshot `name` in SCREENS, when wanted. */
export const saveScreen = (page: Page, name: string) =>
  saveScreenshot(page, screenPath(name), { fullPage: true })

/** Saves the whole page as the screenshot `name` once every call the screen made has its answer (no skeletons). */
export async function saveSettledScreen(page: Page, name: string) {
  await apiSettled(page)
  await saveScreen(page, name)
}

/** Saves a picture of the page (its viewport, or the whole page with `fullPage`) or of one element, when wanted. */
export async function saveScreenshot(target: Page | Locator, path: string, { fullPage = false } = {}) {
  if (!SCREENSHOTS_SAVED) return
  await ('mainFrame' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }))
}

/**
 * Saves a printed PDF's pages as PNG pictures (`<prefix>-1.png`, …) at `dpi`, when wanted, with poppler's
 * pdftoppm; `onlyFirstPage` for a long document.
 */
export function savePdfPictures(pdf: string, prefix: string, { dpi = 50, onlyFirstPage = false } = {}) {
  if (!SCREENSHOTS_SAVED) return
  fs.mkdirSync(path.dirname(prefix), { recursive: true })
  const pages = onlyFirstPage ? ['-f', '1', '-l', '1'] : []
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), ...pages, pdf, prefix])
}
