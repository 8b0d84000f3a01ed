import type { Locator, Page } from '@playwright/test'

import { createBooking, orderNumber, searchOrders, uniqueTag } from './support/admin-bookings.ts'
import { TEST_ADMIN } from './support/environment.ts'
import { focusRingContrast } from './support/focus-ring.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'

/** Moves keyboard focus onto `target` with Tab, as a keyboard user would, so :focus-visible applies. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((node) => node === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

/** The focused element's ring against what it is drawn on (a menu item's own fill: its ring is drawn inside). */
async function expectRing(target: Locator) {
  const ring = await focusRingContrast(target)
  expect(ring.ratio, `${ring.outline} on ${ring.background}`).toBeGreaterThanOrEqual(3)
}

async function expectVisibleFocus(page: Page, target: Locator) {
  await tabTo(page, target)
  await expectRing(target)
}

test.describe('a focus ring that shows', () => {
  // Several screens each: more than the default 30 s on a busy machine.
  test.slow(() => true, 'several screens each, on a shared machine')

  test('the dark buttons show a ring of at least 3:1 against their background', async ({ page }) => {
    await page.goto('/')
    for (const link of await page.getByRole('link', { name: 'Book Your Service Now' }).all()) {
      await expectVisibleFocus(page, link)
    }

    await gotoDrawn(page, '/booking-dashboard?measurementType=self')
    await page.getByLabel('7 to 9 inches', { exact: true }).selectOption('1')
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeFocused()
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Complete Booking' }))

    await gotoDrawn(page, '/login')
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Login' }))
  })

  test('on a phone, the running-total bar and the menu show their focus too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
    const bar = page.getByRole('region', { name: 'Running total' })
    await expectVisibleFocus(page, bar.getByRole('button', { name: 'Continue' }))
    await page.goto('/')
    await expectVisibleFocus(page, page.getByRole('button', { name: /menu/i }))
  })

  test('an orders row menu opened by keyboard rings the item it is on', async ({ adminPage: page }) => {
    const tag = uniqueTag()
    const booking = await createBooking(page.request, { customerName: `Mena Menu ${tag}` })
    await page.goto('/dashboard?tab=orders')
    await searchOrders(page, tag)
    const trigger = page.getByRole('button', { name: `More actions for ${orderNumber(booking.id)}` })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const items = page.getByRole('menuitem')
    await expect(items.first()).toBeFocused()
    await expectRing(items.first())
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await expectRing(items.nth(1))
  })
})
