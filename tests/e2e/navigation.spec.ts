import type { Page } from '@playwright/test'

import {
  adminSectionLink,
  adminSectionMenu,
  adminSections,
  expectCurrentSection,
} from './support/admin-navigation.ts'
import { focusRingContrast } from './support/focus-ring.ts'
import { expect, test } from './support/fixtures.ts'
import { saveSettledScreen } from './support/screenshots.ts'

/** Every admin section, in the navigation's order: today's work, orders, customers, mail, reports, settings. */
const SECTIONS = [
  'Workflow Board',
  'Schedule',
  'All Orders',
  'New Booking',
  'Archived Orders',
  'Customers',
  'Reviews',
  'Communications',
  'Reports',
  'Settings',
  'Videos',
]
const GROUPS = ["Today's work", 'Orders', 'Customers', 'Mail', 'Reports', 'Settings']

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('navigation', () => {
  test('an unknown path shows the 404 page', async ({ page, expectAccessible }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expectAccessible(page, 'page not found')
  })

  test('a protected tab when signed out shows "Admin Access Required" with a way to sign in', async ({
    page,
  }) => {
    await page.goto('/dashboard?tab=orders')
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await expect(adminSections(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()
  })

  test('a signed-out visitor on the booking address sees only New Booking', async ({ page }) => {
    await page.goto('/booking?tab=reports')
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await page.goto('/booking')
    await expect(heading(page)).toHaveText('New Booking')
    await expect(page.getByRole('heading', { name: 'Measure Myself' })).toBeVisible()
    await expect(adminSections(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0)
  })

  test('the signed-in admin opens a section by address and keeps it across a reload', async ({
    adminPage,
  }) => {
    await adminPage.goto('/admin?tab=reports')
    await expectCurrentSection(adminPage, 'Reports')
    await adminPage.reload()
    await expectCurrentSection(adminPage, 'Reports')
    await expect(heading(adminPage)).toHaveText('Reports')
  })

  for (const width of [1280, 1024]) {
    test(`at ${width} px the side navigation shows every section, grouped, and Back and Forward move between them`, async ({
      adminPage: page,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/admin')
      const nav = adminSections(page)
      await expect(nav.getByRole('link')).toHaveText(SECTIONS)
      for (const name of SECTIONS) await expect(adminSectionLink(page, name)).toBeInViewport()
      for (const group of GROUPS) await expect(nav.getByRole('list', { name: group })).toBeVisible()
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await expectCurrentSection(page, 'Workflow Board')
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await expect(page.getByRole('region', { name: 'Pending', exact: true })).toBeVisible()
      await saveSettledScreen(page, `admin-navigation-${width}`)
      if (width === 1280) await expectAccessible(page, 'admin side navigation, 1280 px')

      await adminSectionLink(page, 'Reports').click()
      await expect(heading(page)).toHaveText('Reports')
      await expect(page).toHaveURL(/\/admin\?tab=reports$/)
      await expectCurrentSection(page, 'Reports')
      await adminSectionLink(page, 'Customers').click()
      await expect(heading(page)).toHaveText('Customers')

      await page.goBack()
      await expect(heading(page)).toHaveText('Reports')
      await expectCurrentSection(page, 'Reports')
      await page.goBack()
      await expect(heading(page)).toHaveText('Workflow Board')
      await page.goForward()
      await expect(heading(page)).toHaveText('Reports')
      await expect(adminSectionLink(page, 'Customers')).not.toHaveAttribute('aria-current')
    })
  }

  test('the side navigation is reached and used with the keyboard, with a visible focus ring', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin?tab=schedule')
    await expect(heading(page)).toHaveText('Schedule')
    const link = adminSectionLink(page, 'Settings')
    // Tab from the last header control into the section links, as a keyboard user goes.
    await page.getByRole('button', { name: 'Logout' }).focus()
    let reached = false
    for (let step = 0; step < SECTIONS.length + 5 && !reached; step++) {
      await page.keyboard.press('Tab')
      reached = await link.evaluate((node) => node === document.activeElement)
    }
    expect(reached).toBe(true)
    expect((await focusRingContrast(link)).ratio).toBeGreaterThanOrEqual(3)
    await page.keyboard.press('Enter')
    await expect(heading(page)).toHaveText('Settings')
    await expectCurrentSection(page, 'Settings')
  })

  test('on a phone a menu names the current section and reaches every other in two taps', async ({
    adminPage: page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin?tab=videos')
    await expect(heading(page)).toHaveText('Videos')
    const menu = adminSectionMenu(page)
    await expect(menu).toContainText('Videos')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(adminSectionLink(page, 'Settings')).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await saveSettledScreen(page, 'admin-navigation-390')

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(adminSections(page).getByRole('link')).toHaveText(SECTIONS)
    await expectCurrentSection(page, 'Videos')
    await saveSettledScreen(page, 'admin-navigation-390-open')
    await expectAccessible(page, 'admin section menu, 390 px, open')

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()

    for (const name of ['Communications', 'Archived Orders']) {
      await menu.click()
      await adminSectionLink(page, name).click()
      await expect(heading(page)).toHaveText(name)
      await expect(menu).toContainText(name)
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
    }
    await page.goBack()
    await expect(heading(page)).toHaveText('Communications')
    await expect(menu).toContainText('Communications')
  })

  test('Search Orders is hidden on the order search page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Search Orders' })).toBeVisible()
    await page.goto('/order-search')
    await expect(page.getByRole('link', { name: 'Search Orders' })).toHaveCount(0)
  })

  test('the menu collapses behind a toggle on a phone', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /menu/i })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search Orders' })).toBeVisible()
    await expectAccessible(page, 'landing, 390 px, menu open')

    await toggle.click()
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeHidden()
  })
})
