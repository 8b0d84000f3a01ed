import type { Page } from '@playwright/test'

import { TEST_ADMIN } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'

const KNIFE_COUNT_FORM = '/booking-dashboard?measurementType=pickup'

/** Errors the page reports: a drawing the browser could not take over as it is shows as React's error #418. */
function problemsOf(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** The first reads a drawn page brings along: asking for them again would mean the drawing was not used. */
function readsOf(page: Page): string[] {
  const reads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/public/business' || pathname === '/api/auth/me') reads.push(pathname)
  })
  return reads
}

/** The app's entry script waits until the test lets it run. */
async function holdScripts(page: Page): Promise<() => void> {
  let run = () => {}
  const held = new Promise<void>((resolve) => (run = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return run
}

const takenOver = (page: Page) => expect(page.locator('[inert]')).toHaveCount(0)

test.describe('booking forms and sign-in drawn by the server', () => {
  test('the knife-count form shows before any script runs, taking no input yet', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(KNIFE_COUNT_FORM)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Knife Sharpening')
    const drawnForm = page.locator('[inert]')
    await expect(drawnForm).toContainText('Number of knives')
    await expect(drawnForm).toContainText('$6.75 each')
    await expect(drawnForm).toContainText('Estimated total')
    await context.close()
  })

  test("is taken over as drawn in another minute than the server's, then brings back what this tab kept", async ({
    page,
  }) => {
    const problems = problemsOf(page)
    const reads = readsOf(page)
    await page.clock.setFixedTime(new Date(Date.now() + 97 * 60_000))
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(KNIFE_COUNT_FORM)
    await takenOver(page)
    await page.waitForLoadState('networkidle')
    expect(reads).toEqual([])

    await page.getByLabel('Number of knives').selectOption('3')
    await expect(page.getByRole('region', { name: 'Running total' })).toContainText('$20.25')
    await page.reload()
    await takenOver(page)
    await expect(page.getByLabel('Number of knives')).toHaveValue('3')
    await expect(page.getByRole('region', { name: 'Running total' })).toContainText('$20.25')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('a reload on the contact step stays there, with what was typed, taken over without error', async ({
    page,
  }) => {
    const problems = problemsOf(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoDrawn(page, KNIFE_COUNT_FORM)
    await page.getByLabel('Number of knives').selectOption('2')
    await page.getByRole('button', { name: 'Continue' }).first().click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
    await expect(page).toHaveURL(/measurementType=pickup&step=2$/)

    await page.reload()
    await takenOver(page)
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ada Lovelace')
    await expect(page.getByRole('region', { name: 'Running total' })).toContainText('2 knives')
    await expect(page).toHaveURL(/measurementType=pickup&step=2$/)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('the sign-in form takes no input before its code runs, and signs in after', async ({ page }) => {
    const problems = problemsOf(page)
    const runScripts = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    const password = page.locator('#password')
    await expect(password).toBeAttached()
    // Inert: it cannot take focus, so nothing typed can be lost or sent in the address.
    expect(await password.evaluate((input) => (input.focus(), document.activeElement === input))).toBe(false)

    runScripts()
    await takenOver(page)
    await page.getByLabel('Username').fill(TEST_ADMIN.username)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(problems).toEqual([])
  })
})
