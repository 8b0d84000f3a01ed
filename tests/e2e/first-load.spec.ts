import { gzipSync } from 'node:zlib'

import type { Page, Response } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'
import { startOwnServer } from './support/own-server.ts'

/** The scripts index.html names: the entry and the chunks it preloads. The build's budget counts these. */
async function scriptsInTheHtml(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/')).text()
  const sources = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ]
  return sources.map((match) => new URL(match[1]!, page.url()).pathname).sort()
}

test.describe('first load of the landing page', () => {
  test('downloads only the preloaded scripts, under 100 kB gzip in all', async ({ browser }) => {
    // Its own server on a new database: the landing page with no videos yet, whatever other specs add to theirs.
    test.slow() // the server's start is part of the test
    const server = await startOwnServer(56)
    try {
      const context = await browser.newContext({ baseURL: server.baseURL })
      await measuresFirstLoad(await context.newPage())
      await context.close()
    } finally {
      await server.stop()
    }
  })
})

async function measuresFirstLoad(page: Page) {
  const scripts: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response)
  })

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Videos Coming Soon' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Login' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  // Nothing is fetched lazily on a plain visit: no toaster, no data cache, no other screen.
  expect(scripts.map((response) => new URL(response.url()).pathname).sort()).toEqual(
    await scriptsInTheHtml(page),
  )
  const bodies = await Promise.all(scripts.map((response) => response.body()))
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)
  expect(gzipBytes).toBeLessThanOrEqual(100_000)
}
