import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

/**
 * Screenshots for people to look at, never compared, are taken only when asked: SHOTS=<folder> (E2E_SCREENSHOTS, the
 * name orders.spec.ts read, too). A run of the suite takes none: a full-page screenshot, and the switch to the
 * other width and back around it, was time no check of the run used.
 */
export const SHOTS = process.env.SHOTS ?? process.env.E2E_SCREENSHOTS

/**
 * A screenshot of the page (the whole of it, or what the window shows when `fullPage` is false) or of one part,
 * into SHOTS; nothing when no one asked for them.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  if (!SHOTS) return
  const file = path.join(SHOTS, `${name}.png`)
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }))
}

/**
 * The page at its width now (`{name}-{width}`) and at the other of 390 and 1,280 px, back at the first width after;
 * nothing when no one asked for them.
 */
export async function screenshotsAtBothWidths(page: Page, name: string, target: Page | Locator = page) {
  if (!SHOTS) return
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 }
  const other = width === 390 ? { width: 1280, height: 800 } : { width: 390, height: 844 }
  await screenshot(target, `${name}-${width}`)
  await page.setViewportSize(other)
  await screenshot(target, `${name}-${other.width}`)
  await page.setViewportSize({ width, height })
}
