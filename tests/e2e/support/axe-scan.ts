import axe from 'axe-core'
import type { Frame, Page } from '@playwright/test'

/** How long a frame may take to take axe in before it is scanned without it, as AxeBuilder allows. */
const INJECT_TIMEOUT_MS = 1000

/**
 * The violations axe finds on the page as it is now: what `new AxeBuilder({ page }).setLegacyMode(true)
 * .options({ resultTypes: ['violations'] }).analyze()` answers, the same `axe.run` on the same context and
 * options, with axe put into each document once rather than twice a scan. AxeBuilder sends its 580 kB source to
 * the page and then again to every frame each time it is asked, which the page compiles again, and a new copy of axe
 * starts cold where a kept one has warmed up: the nine scans of orders.spec.ts took 7.4 s of the renderer's CPU with
 * AxeBuilder, 6.6 s with this (docs/decisions.md "Test time").
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  for (const frame of page.frames()) await injectOnce(frame)
  const outcome = await page.evaluate(async (options) => {
    const axeCore = (window as unknown as { axe: typeof axe }).axe
    try {
      return { error: null, results: await axeCore.run({ exclude: [], include: [] }, options) }
    } catch (error) {
      return { error: (error as Error).message, results: null }
    }
  }, RUN_OPTIONS)
  if (outcome.error !== null) throw new Error(outcome.error)
  return outcome.results.violations
}

const RUN_OPTIONS: axe.RunOptions = { resultTypes: ['violations'] }

/** axe and AxeBuilder's configuration in the frame's document, unless it has them already. */
async function injectOnce(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate(
      () => typeof (window as unknown as { axe?: typeof axe }).axe?.run === 'function',
    )
    if (present) return
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      // A guard, not a wait: a frame that never answers is left out, as AxeBuilder leaves it out.
      timer = setTimeout(() => reject(new Error('axe took too long to load')), INJECT_TIMEOUT_MS)
    })
    try {
      await Promise.race([frame.evaluate(axe.source), timeout])
    } finally {
      clearTimeout(timer)
    }
    await frame.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    )
  } catch {
    // As AxeBuilder does: a frame that is gone or will not take axe is scanned from its parent as far as it can be.
  }
}
