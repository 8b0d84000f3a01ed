/**
 * The Workflow Board on a phone with the owner's years of orders: its first screen, each column scrolled to its
 * end and "Show more" pressed, with the CPU slowed 4× as Lighthouse's mobile profile slows it. Reports the main
 * thread's long tasks (over 50 ms) that this work caused; the budget is none over 200 ms.
 */
import type { Browser, Page } from 'puppeteer-core'

export interface BoardLongTasks {
  firstScreenMs: number
  cards: number
  longTasks: number[]
}

declare global {
  interface Window {
    longTasks?: number[]
  }
}

export async function measureBoardLongTasks(
  browser: Browser,
  baseUrl: string,
  signIn: (page: Page) => Promise<void>,
): Promise<BoardLongTasks> {
  // A context of its own: the flow's page is signed in already, and the sign-in page sends a signed-in owner on.
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  try {
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
    await signIn(page)
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.evaluateOnNewDocument(() => {
      window.longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks!.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const started = performance.now()
    await page.goto(`${baseUrl}/admin?tab=workflow`)
    await page.waitForSelector('article[data-booking-id]')
    const firstScreenMs = performance.now() - started
    await page.waitForNetworkIdle({ idleTime: 500 })
    // Each column's list to its end, one screen at a time as a thumb would.
    const lists = await page.$$('[data-column-list]')
    for (const list of lists) {
      await list.evaluate(async (node) => {
        for (let top = 0; top < node.scrollHeight; top += node.clientHeight) {
          node.scrollTop = top
          await new Promise(requestAnimationFrame)
        }
      })
    }
    for (const button of await page.$$('::-p-aria([name="Show more"][role="button"])')) {
      await button.click()
      await page.waitForNetworkIdle({ idleTime: 500 })
    }
    const cards = await page.$$eval('article[data-booking-id]', (nodes) => nodes.length)
    const longTasks = await page.evaluate(() => window.longTasks ?? [])
    return { firstScreenMs, cards, longTasks }
  } finally {
    await context.close()
  }
}
