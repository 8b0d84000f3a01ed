import { createBookings, ORDER_SEARCH, uniqueTag } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { signedInPage, startOwnServer } from './support/own-server.ts'
import { saveScreenshot } from './support/screenshots.ts'

test('a search matching many orders says "more than", and Next counts further', async ({
  browser,
  serverDatabaseUrl,
  expectAccessible,
}) => {
  test.slow()
  // A server of its own: 56 new pending orders on the shared one would push the other journeys' new cards off the
  // first page of the Workflow Board's Pending column (workflow.spec.ts).
  const server = await startOwnServer(65, serverDatabaseUrl)
  try {
    const page = await signedInPage(browser, server)
    const tag = uniqueTag()
    // More than the five pages of ten the list counts ahead of page 1.
    await createBookings(
      page.request,
      Array.from({ length: 56 }, (_, n) => `Ada Many ${tag} ${n}`),
    )

    await page.goto('/dashboard?tab=orders')
    await page.getByPlaceholder(ORDER_SEARCH).fill(tag)
    await expect(page).toHaveURL(new RegExp(`orders-search=${tag}`))
    await expect(page.getByText('Showing 1-10 of more than 50 results')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Page 5' })).toBeVisible()
    await expectAccessible(page, 'orders: a search of more than 50, paged')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await saveScreenshot(page, `test-results/screens/orders-more-than-${width}.png`, { fullPage: true })
    }

    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByText('Showing 11-20 of 56 results')).toBeVisible()
    await page.getByRole('button', { name: 'Page 5' }).click()
    await expect(page.getByText('Showing 41-50 of 56 results')).toBeVisible()
    await page.getByRole('button', { name: 'Page 6' }).click()
    await expect(page.getByText('Showing 51-56 of 56 results')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
  } finally {
    await server.stop()
  }
})
