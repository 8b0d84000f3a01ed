import { expect, type Page } from '@playwright/test'

import { FIRST_READS_ID } from '../../../src/shared/page-routes.ts'

/**
 * Has `page` get the page at `pathname` as the plain shell the server sends when it cannot draw it
 * (plugins/prerender.ts): the browser then makes the page's reads itself (the business, the session, the landing
 * page's videos and reviews), through any route a journey stubs or holds.
 */
export async function pageAsShell(page: Page, pathname = '/'): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div><script type="application\/json" id="[^"]+">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      )
      if (html.includes(FIRST_READS_ID)) throw new Error('pageAsShell: the drawing was not where expected')
      await route.fulfill({ response, body: html })
    },
  )
}

/**
 * Opens a page the server draws (the booking forms, the sign-in page) and waits until the browser has taken the
 * drawing over: until then its form takes no input (inert), and a value set into it by a test would be lost.
 */
export async function gotoDrawn(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator('[inert]')).toHaveCount(0)
}
