import { expect, test } from './support/fixtures.ts'

const TAGLINE = 'Your neighborhood knife sharpening service.'

test('every booking and admin screen has its own H1 and document title', async ({ page, adminPage }) => {
  // Thirteen screens, each loaded fresh.
  test.slow()
  const seen = new Set<string>()
  const expectScreen = async (target: typeof page, path: string, heading: string) => {
    await target.goto(path)
    const h1 = target.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(heading)
    await expect(h1).toHaveCount(1)
    await expect(target).toHaveTitle(new RegExp(`^${heading} \\|`))
    seen.add(heading)
  }

  await expectScreen(page, '/booking-dashboard?measurementType=self', 'Book Knife Sharpening')
  await expectScreen(page, '/booking', 'New Booking')
  await expect(page.getByText(TAGLINE)).toBeVisible()
  await expectScreen(page, '/order-search', 'Find Your Order')
  await expectScreen(page, '/login', 'Admin Login')

  const tabs = [
    ['workflow', 'Workflow Board'],
    ['schedule', 'Schedule'],
    ['orders', 'All Orders'],
    ['customers', 'Customers'],
    ['archived', 'Archived Orders'],
    ['reports', 'Reports'],
    ['communications', 'Communications'],
    ['videos', 'Videos'],
    ['settings', 'Settings'],
  ]
  for (const [tab, label] of tabs) {
    await expectScreen(adminPage, `/admin?tab=${tab}`, label!)
    await expect(adminPage.getByText(TAGLINE)).toHaveCount(0)
  }
  expect(seen.size).toBe(4 + tabs.length)
})

test('on a phone the admin tabs are one scrollable row with the current tab in view', async ({
  adminPage: page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin?tab=videos')
  const list = page.getByRole('tablist', { name: 'Booking and admin sections' })
  const tabs = list.getByRole('tab')
  // New Booking, Workflow Board, Schedule, All Orders, Customers, Archived, Reports, Communications, Videos, Settings.
  await expect(tabs).toHaveCount(10)
  const tops = await tabs.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top))
  expect(new Set(tops).size).toBe(1)
  expect(await list.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true)
  await expect(page.getByRole('tab', { name: 'Videos' })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectAccessible(page, 'admin tabs, 390 px')

  await page.getByRole('tab', { name: 'Videos' }).press('ArrowLeft')
  // Enter goes to the tab the arrow moved focus to: wait for the move before pressing it.
  const communications = page.getByRole('tab', { name: 'Communications' })
  await expect(communications).toBeFocused()
  await communications.press('Enter')
  await expect(communications).toHaveAttribute('aria-selected', 'true')
  await expect(communications).toBeInViewport()
})
