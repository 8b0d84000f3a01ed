import type { Page } from '@playwright/test'

import { apiSettled } from './support/api-requests.ts'
import { TEST_ADMIN } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'
import { startOwnServer, visitorPage, type OwnServer } from './support/own-server.ts'
import { readQueuedMail } from './support/queued-mail.ts'
import { saveScreenshot, SCREENS } from './support/screenshots.ts'

const NEW_PASSWORD = 'a fresh password 2026'
const REQUESTED = "If that is the admin's username, we've e-mailed a link to the business address."
const REFUSED = 'This reset link has expired or was already used. Ask for a new one.'

/** The page at 390 px and again at 1,280 px, for people to look at (not compared); back to 390 after. */
async function shoot(page: Page, name: string) {
  await apiSettled(page)
  await saveScreenshot(page, `${SCREENS}/${name}-390.png`, { fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await saveScreenshot(page, `${SCREENS}/${name}-1280.png`, { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
}
const fitsThePhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

let server: OwnServer | undefined
test.afterEach(async () => {
  await server?.stop()
  server = undefined
})

/**
 * Issue 41 point 6, a forgotten password without a shell: "Forgot password?" on the sign-in page e-mails a link to
 * the business address; the link's page sets a new password, which then signs in, and the link works only once.
 * A server of its own: the journey changes the admin's password, which every other spec signs in with.
 */
test('forgot password → the e-mailed link → a new password → sign in with it; the link then refused', async ({
  browser,
  expectAccessible,
}) => {
  // A server of its own and six screenshots on a shared two-core machine.
  test.setTimeout(240_000)
  server = await startOwnServer(45)
  const page = await visitorPage(browser, server, 390)

  await gotoDrawn(page, '/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible()
  await expect(page).toHaveTitle(/^Forgot Password \|/)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Username is required')).toBeVisible()
  await expect(page.getByLabel('Username')).toBeFocused()
  await page.getByLabel('Username').fill(TEST_ADMIN.username)
  expect(await fitsThePhone(page)).toBe(true)
  await expectAccessible(page, 'forgot password: the form, 390 px')
  await shoot(page, 'forgot-password')
  await page.getByLabel('Username').press('Enter')
  const answer = page.getByRole('status').filter({ hasText: REQUESTED })
  await expect(answer).toBeVisible()
  await expect(answer).toBeFocused()
  await expectAccessible(page, 'forgot password: link sent, 390 px')
  await shoot(page, 'forgot-password-sent')

  const mail = await readQueuedMail(server.dataDir, 'Reset your admin password')
  const link = new RegExp(`${server.baseURL}/admin/reset-password/[A-Za-z0-9_-]+`).exec(mail)?.[0]
  expect(link, mail).toBeDefined()

  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill('a fresh password 2025')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('The two passwords are not the same')).toBeVisible()
  await expect(page.getByLabel('Confirm new password')).toBeFocused()
  expect(await fitsThePhone(page)).toBe(true)
  await expectAccessible(page, 'set a new password: passwords differ, 390 px')
  await shoot(page, 'reset-password-mismatch')
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Sign in with your new password.')).toBeVisible()
  await shoot(page, 'reset-password-done')
  await page.getByLabel('Username').fill(TEST_ADMIN.username)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await page.getByLabel('Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow Board' })).toBeVisible()

  // The same link again: refused with the sentence, and a way to ask for a new one.
  await page.goto(link!)
  await page.getByLabel('New password', { exact: true }).fill('another password 1')
  await page.getByLabel('Confirm new password').fill('another password 1')
  await page.getByRole('button', { name: 'Set new password' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: REFUSED })
  await expect(refusal).toBeVisible()
  await expect(refusal.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/admin/forgot-password',
  )
  await expectAccessible(page, 'set a new password: link refused, 390 px')
  await shoot(page, 'reset-password-refused')
  expect((await page.request.post('/api/auth/login', { data: TEST_ADMIN })).status()).toBe(401)
})
