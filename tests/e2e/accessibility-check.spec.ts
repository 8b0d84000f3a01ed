import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'

// The check every journey runs (support/fixtures.ts). Grey #767676 on white passes contrast (4.54:1) only while
// fully opaque, like a toast's text, so any fade makes it fail.
const html = (
  paragraph: string,
) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
  <h1>A settled page</h1>${paragraph}</main></body></html>`
const GREY = 'color:#767676;background:#fff'

/** Starts fading #fading out as the check begins; it is removed once faded, as a toast is. */
async function fadeOutSoon(target: Page) {
  await target.evaluate(() => {
    const fading = document.getElementById('fading')
    if (!fading) throw new Error('no #fading')
    fading.addEventListener('transitionend', () => fading.remove())
    setTimeout(() => (fading.style.opacity = '0'), 30)
  })
}

test.describe('the accessibility check', () => {
  test('judges the page once a toast that starts leaving mid-check has gone', async ({
    page: browserPage,
    expectAccessible,
  }) => {
    await browserPage.setContent(
      html(`<p id="fading" style="${GREY};transition:opacity 600ms linear">Saved, and going away</p>`),
    )
    await fadeOutSoon(browserPage)
    await expectAccessible(browserPage, 'the check itself: a toast fading out mid-check')
    await expect(browserPage.locator('#fading')).toHaveCount(0)
  })

  test('still fails a page whose text stays too faint, after a fade elsewhere', async ({
    page: browserPage,
    expectAccessible,
  }) => {
    await browserPage.setContent(
      html(
        `<p id="fading" style="${GREY};transition:opacity 600ms linear">Going away</p>` +
          `<p id="faint" style="color:#aaa;background:#fff">Too faint to read</p>`,
      ),
    )
    await fadeOutSoon(browserPage)
    await expect(expectAccessible(browserPage, 'the check itself: faint text beside a fade')).rejects.toThrow(
      /color-contrast[^\n]*#faint/,
    )
  })
})
