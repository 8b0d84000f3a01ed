import type { Locator, Page } from '@playwright/test'

import { TEST_ADMIN } from './support/environment.ts'
import { focusRingContrast } from './support/focus-ring.ts'
import { expect, test } from './support/fixtures.ts'

/** Moves keyboard focus onto `target` with Tab, as a keyboard user would, so :focus-visible applies. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((node) => node === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

async function expectVisibleFocus(page: Page, target: Locator) {
  await tabTo(page, target)
  const ring = await focusRingContrast(target)
  expect(ring.ratio, `${ring.outline} on ${ring.background}`).toBeGreaterThanOrEqual(3)
}

test.describe('a focus ring that shows', () => {
  test('the dark buttons show a ring of at least 3:1 against their background', async ({ page }) => {
    await page.goto('/')
    for (const link of await page.getByRole('link', { name: 'Book Your Service Now' }).all()) {
      await expectVisibleFocus(page, link)
    }

    await page.goto('/booking-dashboard?measurementType=self')
    await page.getByLabel('7 to 9 inches', { exact: true }).selectOption('1')
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeFocused()
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Complete Booking' }))

    await page.goto('/login')
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Login' }))
  })

  test('on a phone, the running-total bar and the menu show their focus too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/booking-dashboard?measurementType=pickup')
    const bar = page.getByRole('region', { name: 'Running total' })
    await expectVisibleFocus(page, bar.getByRole('button', { name: 'Continue' }))
    await page.goto('/')
    await expectVisibleFocus(page, page.getByRole('button', { name: /menu/i }))
  })
})
