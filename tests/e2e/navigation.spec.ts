import { expect, test } from './support/fixtures.ts'

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
    await expect(page.getByRole('tab', { name: 'All Orders' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()
  })

  test('a signed-out visitor on the booking address sees only New Booking', async ({ page }) => {
    await page.goto('/booking?tab=reports')
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await page.goto('/booking')
    await expect(page.getByRole('tab', { name: 'New Booking' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveCount(0)
  })

  test('the signed-in admin opens a tab by address and keeps it across a reload', async ({ adminPage }) => {
    await adminPage.goto('/admin?tab=reports')
    await expect(adminPage.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true')
    await adminPage.reload()
    await expect(adminPage.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true')
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
