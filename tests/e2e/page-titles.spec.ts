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
    ['reviews', 'Reviews'],
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
