import type { Request } from '@playwright/test'

import {
  adminSectionLink,
  adminSections,
  expectCurrentSection,
  openAdminSection,
} from './support/admin-navigation.ts'
import { apiSettled } from './support/api-requests.ts'
import { TEST_ADMIN } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn, pageAsShell } from './support/shell-page.ts'

test.describe('admin sign-in', () => {
  test('signs in with the form, lands on the dashboard, and signs out', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Admin Login' }).first().click()
    await expect(page).toHaveURL(/\/login$/)
    // The page's code loads after the address changes: judge the page, not its loading state.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await expectAccessible(page, 'login')

    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Logged in successfully')).toBeVisible()
    await expect(page.getByText('Welcome, Admin')).toBeVisible()
    await expect(adminSectionLink(page, 'All Orders')).toBeVisible()
    // The owner lands on the Workflow Board, not on the customers' booking form.
    await expectCurrentSection(page, 'Workflow Board')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workflow Board')
    await expectAccessible(page, 'workflow board, just signed in (toast)')

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByText('Welcome, Admin')).toBeHidden()
    await expect(adminSections(page)).toHaveCount(0)
  })

  test('shows the validation messages and "Login Failed" for a wrong password', async ({
    page,
    expectAccessible,
  }) => {
    await gotoDrawn(page, '/login')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expectAccessible(page, 'login: empty fields refused')

    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Login Failed')).toBeVisible()
    await expect(page.getByText('Invalid credentials')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expectAccessible(page, 'login: wrong password refused')
  })

  test('signed out, /admin asks to sign in and signing in comes back to the Workflow Board', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await expect(page.getByRole('form')).toHaveCount(0)
    await expect(page).toHaveTitle(/^Admin Access Required/)
    await expectAccessible(page, 'admin access required')

    await page.getByRole('link', { name: 'Go to Login' }).click()
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expectCurrentSection(page, 'Workflow Board')
  })

  test('a session that ends mid-work says so, and signing in returns to the same tab', async ({
    page,
    expectAccessible,
  }) => {
    await gotoDrawn(page, '/login?next=%2Fadmin%3Ftab%3Dreports')
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=reports$/)
    await expectCurrentSection(page, 'Reports')

    await expect(page.getByText('Total Bookings')).toBeVisible()
    // Every call the sign-in started (the session check, the figures) has its answer, given while signed in.
    await apiSettled(page)
    // The session ends (expired, or signed out elsewhere): the next admin call answers 401.
    await page.context().clearCookies()
    await adminSectionLink(page, 'Customers').click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session has ended. Sign in again.' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
    await expectAccessible(page, 'admin access required: session ended')

    await page.getByRole('link', { name: 'Go to Login' }).click()
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=customers$/)
    await expectCurrentSection(page, 'Customers')
    await expect(page.getByText('Your session has ended. Sign in again.')).toHaveCount(0)
  })

  test('a session check still on its way when the admin signs in does not sign them out again', async ({
    page,
  }) => {
    // The check the login page asks as it opens is answered "not signed in" only after the sign-in succeeded. The
    // page comes as the plain shell, as when the server could not draw it: the browser then asks the check itself.
    await pageAsShell(page, '/login')
    let answerFirstCheck = () => {}
    const firstCheckHeld = new Promise<void>((resolve) => (answerFirstCheck = resolve))
    let firstCheck: Request | undefined
    await page.route('**/api/auth/me', async (route) => {
      if (firstCheck) return route.continue()
      firstCheck = route.request()
      await firstCheckHeld
      await route.fulfill({
        status: 401,
        json: { error: { code: 'UNAUTHORIZED', message: 'Authentication required' } },
      })
    })
    await gotoDrawn(page, '/login?next=%2Fadmin%3Ftab%3Dreports')
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Total Bookings')).toBeVisible()

    // The held check itself, not a later one the signed-in page makes (which may be answered first).
    answerFirstCheck()
    expect((await firstCheck?.response())?.status()).toBe(401)
    await openAdminSection(page, 'Customers')
    await expect(page.getByText('Welcome, Admin')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toHaveCount(0)
  })

  test('keeps the admin signed in across a reload', async ({ adminPage }) => {
    await adminPage.goto('/dashboard')
    await expect(adminPage.getByText('Welcome, Admin')).toBeVisible()
    await adminPage.reload()
    await expect(adminPage.getByText('Welcome, Admin')).toBeVisible()
  })
})
