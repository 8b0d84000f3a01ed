import type { Page } from '@playwright/test'

import { FIRST_READS_ID } from '../../../src/shared/page-routes.ts'

/**
 * Has `page` get the landing page as the plain shell the server sends when it cannot draw it (plugins/prerender.ts):
 * the browser then reads the business, videos and reviews itself, through any route a journey stubs.
 */
export async function landingAsShell(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await route.fetch()
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div><script type="application\/json" id="[^"]+">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      )
      if (html.includes(FIRST_READS_ID)) throw new Error('landingAsShell: the drawing was not where expected')
      await route.fulfill({ response, body: html })
    },
  )
}
