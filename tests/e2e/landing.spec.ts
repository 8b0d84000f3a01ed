import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'
import { pageAsShell } from './support/shell-page.ts'

const PRICE_ROWS = [
  ['9 inches and over', '$9.00'],
  ['7 to 9 inches', '$8.00'],
  ['4 to 6 inches', '$6.00'],
  ['Under 4 inches', '$4.00'],
  ['Nick repair', '$1.00'],
  ['Stropping', '$3.00'],
]

interface Business {
  name: string
  city: string
  state: string
}

const businessOf = async (request: APIRequestContext): Promise<Business> =>
  (await request.get('/api/public/business')).json()

async function expectEverySection(page: Page, business: Business) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const benefit of ['Razor Edged', 'Fast Service', 'Trusted & Reliable']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible()
  }

  const pricing = page.getByRole('region', { name: 'Simple, honest pricing' })
  for (const [label, price] of PRICE_ROWS) {
    await expect(pricing.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(price!)
  }
  await expect(pricing).toContainText('$6.75 per knife')
  await expect(pricing).toContainText('Blade length is measured from the top of the handle to the tip.')

  const videos = page.getByRole('region', { name: 'See the work' })
  await expect(videos.getByRole('heading', { name: 'Videos Coming Soon' })).toBeVisible()
  await expect(videos).toContainText(
    "We're working on adding video demonstrations of our knife sharpening expertise.",
  )

  await expect(page.getByRole('region', { name: 'Ready for knives that cut like new?' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(business.name)
  await expect(footer).toContainText(`Serving ${business.city}, ${business.state}`)
}

async function expectCallsToAction(page: Page) {
  // The hero's and the closing band's: each pair leads to booking and to the order search.
  const book = page.getByRole('link', { name: 'Book Your Service Now' })
  const search = page.getByRole('link', { name: 'Search for Orders' })
  await expect(book).toHaveCount(2)
  await expect(search).toHaveCount(2)
  for (const link of await book.all()) await expect(link).toHaveAttribute('href', '/measurement-selection')
  for (const link of await search.all()) await expect(link).toHaveAttribute('href', '/order-search')
}

test.describe('landing page', () => {
  // The videos spec adds videos to the same server: with none, or with the call failing, the section says so. The
  // page comes as the shell, so that the browser reads the videos itself, through the stub.
  test.beforeEach(async ({ page }) => {
    await pageAsShell(page)
    await page.route('**/api/public/videos', (route) => route.fulfill({ json: [] }))
  })

  test("says 'Videos Coming Soon' when the videos cannot be loaded", async ({ page }) => {
    await page.unroute('**/api/public/videos')
    await page.route('**/api/public/videos', (route) => route.fulfill({ status: 500, json: { error: 'x' } }))
    await page.goto('/')
    const videos = page.getByRole('region', { name: 'See the work' })
    await expect(videos.getByRole('heading', { name: 'Videos Coming Soon' })).toBeVisible()
  })

  test('shows every section on a laptop, with Admin Login in its header', async ({
    page,
    request,
    expectAccessible,
  }) => {
    await page.goto('/')
    await expectEverySection(page, await businessOf(request))
    await expectCallsToAction(page)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/login',
    )
    await expectAccessible(page, 'landing')
  })

  test('shows every section on a phone', async ({ page, request, expectAccessible }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expectEverySection(page, await businessOf(request))
    await expectCallsToAction(page)
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'landing, 390 px')
  })

  test('the hero leads to booking and to the order search', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Razor-sharp knives, picked up from your door.' })

    await hero.getByRole('link', { name: 'Book Your Service Now' }).click()
    await expect(page).toHaveURL(/\/measurement-selection$/)

    await page.goto('/')
    await hero.getByRole('link', { name: 'Search for Orders' }).click()
    await expect(page).toHaveURL(/\/order-search$/)
    await expect(page.getByRole('heading', { name: 'Find Your Order' })).toBeVisible()
  })
})

test.describe('landing page drawn by the server', () => {
  test('shows its content before any script runs', async ({ browser, baseURL, request }) => {
    const business = await businessOf(request)
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Razor-sharp knives, picked up from your door.',
    )
    await expect(page.getByRole('banner')).toContainText(business.name)
    const pricing = page.getByRole('region', { name: 'Simple, honest pricing' })
    await expect(pricing.getByRole('row', { name: /^9 inches and over/ })).toContainText('$9.00')
    await expectCallsToAction(page)
    await context.close()
  })

  test('is taken over by the browser as drawn, with no read asked again', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const reads: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/public/') || pathname === '/api/auth/me') reads.push(pathname)
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')

    // The menu opens only once React has taken the page over.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('link', { name: 'Admin Login' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    expect(reads).toEqual([])
  })
  test('shows the signed-in owner their session, drawn and taken over', async ({ adminPage: page }) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('Welcome, Admin')

    // Taken over as drawn: the button the server sent is the one left once everything has loaded, not drawn again.
    // The app's entry script waits until the test holds the server's button.
    let runScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (runScripts = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const drawnLogout = await page.getByRole('button', { name: 'Logout' }).elementHandle()
    runScripts()
    await page.waitForLoadState('networkidle')
    expect(await drawnLogout!.evaluate((button) => button.isConnected)).toBe(true)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Login' })).toBeVisible()
    expect(problems).toEqual([])
  })
})
