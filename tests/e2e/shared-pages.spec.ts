import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'

// A worker lends its journeys the pages the previous ones used (support/shared-pages.ts): these two journeys run in
// order on one worker, the first leaving behind all a journey can, the second finding none of it.

test.describe.configure({ mode: 'serial' })

let firstJourneysPages: Page[] = []

const DRAWN_NOTE = 'left by the journey before'

test('a journey leaves cookies, storage, a route, a listener, another tab, a viewport and media behind', async ({
  page,
  adminPage,
}) => {
  firstJourneysPages = [page, adminPage]
  await page.goto('/')
  await page.evaluate((note) => {
    localStorage.setItem('left', note)
    sessionStorage.setItem('left', note)
    document.cookie = `left=${encodeURIComponent(note)}; path=/`
  }, DRAWN_NOTE)
  await page.route('**/robots.txt', (route) => route.fulfill({ status: 500, body: DRAWN_NOTE }))
  page.on('dialog', (dialog) => dialog.accept(DRAWN_NOTE))
  await page.context().newPage()
  await page.setViewportSize({ width: 390, height: 600 })
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  await adminPage.goto('/dashboard')
  await expect(adminPage.getByRole('heading', { name: 'Order Workflow' })).toBeVisible()
  await adminPage.evaluate((note) => sessionStorage.setItem('left', note), DRAWN_NOTE)
  await adminPage.request.post('/api/auth/logout')
})

test('the next journey on the worker gets the same pages with none of it, and the owner signed in again', async ({
  page,
  adminPage,
}) => {
  // The same pages, or this journey shows nothing about the reset.
  expect([page, adminPage]).toEqual(firstJourneysPages)
  expect(page.context().pages()).toEqual([page])
  expect(page.url()).toBe('about:blank')
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 })
  expect(await page.evaluate(() => matchMedia('print').matches)).toBe(false)
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false)
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true)
  expect(await page.context().cookies()).toEqual([])

  const robots = await page.goto('/robots.txt')
  expect(robots?.status()).toBe(200)
  expect(await robots?.text()).not.toContain(DRAWN_NOTE)
  expect(
    await page.evaluate(() => [
      localStorage.getItem('left'),
      sessionStorage.getItem('left'),
      document.cookie,
    ]),
  ).toEqual([null, null, ''])
  // With no listener of this journey's, Playwright dismisses a dialog; the first journey's would accept it.
  expect(await page.evaluate(() => confirm('Left?'))).toBe(false)

  await adminPage.goto('/dashboard')
  await expect(adminPage.getByRole('heading', { name: 'Order Workflow' })).toBeVisible()
  expect(await adminPage.evaluate(() => sessionStorage.getItem('left'))).toBeNull()
})

let clockJourneysPage: Page | undefined

test('a journey that sets the clock gets a page of its own after', async ({ page }) => {
  expect(firstJourneysPages).toContain(page)
  clockJourneysPage = page
  await page.clock.setFixedTime(new Date('2030-01-01T12:00:00Z'))
  await page.goto('/robots.txt')
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2030)
})

test('and the journey after it a new page, on the real clock', async ({ page }) => {
  expect(page).not.toBe(clockJourneysPage)
  await page.goto('/robots.txt')
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeLessThan(2030)
})
