import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'

/**
 * The context options a journey's page is made with. A worker keeps its pages for the journeys whose options are
 * the same; a journey that sets others gets pages made for it.
 */
export type PageOptions = Pick<
  BrowserContextOptions,
  'baseURL' | 'viewport' | 'reducedMotion' | 'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'
>

/** What a journey can change on a page or its context that a reset cannot undo: the page is made anew after. */
const LASTING_PAGE_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
] as const
const LASTING_CONTEXT_CHANGES = [
  ...LASTING_PAGE_CHANGES,
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
] as const
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const

/** The listeners a journey may add, which the next one must not inherit; not 'close' nor 'crash', Playwright's own. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
] as const

interface Kept {
  key: string
  page: Page
  changedForGood: boolean
}

/**
 * The browser pages one worker lends its journeys, one for a visitor and one signed in as the owner: a journey gets
 * the page the previous one left, reset to what a fresh context holds (no cookies, storage, routes, listeners,
 * other tabs; the project's viewport and media), instead of a new context. A new context's page costs Chromium a
 * renderer process and a cold first load: 0.85 s of CPU to the landing page here, 0.54 s through a reset (the
 * journeys: 842 → 658 s of CPU). A journey that fails ends its worker, and these pages with it.
 */
export class SharedPages {
  private readonly kept = new Map<'visitor' | 'owner', Kept>()

  constructor(private readonly browser: Browser) {}

  /** The worker's page of this kind, reset; `prepare` runs on a page before each journey gets it (signing in). */
  async take(
    kind: 'visitor' | 'owner',
    options: PageOptions,
    prepare?: (context: BrowserContext) => Promise<void>,
  ): Promise<Page> {
    const key = JSON.stringify(options)
    let kept = this.kept.get(kind)
    if (kept && (kept.key !== key || kept.changedForGood || kept.page.isClosed())) {
      await kept.page.context().close()
      kept = undefined
    }
    if (kept) {
      await reset(kept.page, options)
    } else {
      const context = await this.browser.newContext(options)
      kept = { key, page: await context.newPage(), changedForGood: false }
      noteLastingChanges(kept)
      this.kept.set(kind, kept)
    }
    await prepare?.(kept.page.context())
    return kept.page
  }

  async close(): Promise<void> {
    await Promise.all([...this.kept.values()].map((kept) => kept.page.context().close()))
  }
}

/** Marks the page to be made anew when the journey uses what a reset cannot take back (init scripts, the clock). */
function noteLastingChanges(kept: Kept): void {
  const context = kept.page.context()
  const mark = (target: object, names: readonly string[]) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name] as (...args: unknown[]) => unknown
      Object.defineProperty(target, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          kept.changedForGood = true
          return original.apply(target, args)
        },
      })
    }
  }
  mark(kept.page, LASTING_PAGE_CHANGES)
  mark(context, LASTING_CONTEXT_CHANGES)
  // The context's clock, which its pages share: an installed fake clock stays.
  mark(context.clock, CLOCK_CHANGES)
}

async function reset(page: Page, options: PageOptions): Promise<void> {
  const context = page.context()
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  )
  for (const event of PAGE_EVENTS) page.removeAllListeners(event)
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.clearCookies()
  await context.clearPermissions()
  // The origin's storage is cleared from a page of it: the booking forms keep their values in sessionStorage.
  await page.goto(new URL('/robots.txt', options.baseURL).href)
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.goto('about:blank')
  if (options.viewport) await page.setViewportSize(options.viewport)
  await page.emulateMedia({
    media: null,
    colorScheme: null,
    forcedColors: null,
    reducedMotion: options.reducedMotion ?? null,
  })
}
