import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'

// One customer of this run, with contact details no other test uses, so each search finds exactly their orders.
const RUN = Date.now().toString().slice(-7)
// A US exchange never starts with 0 or 1, and the server checks phones are real numbers.
const EXCHANGE = `5${RUN.slice(1, 3)}`
const CUSTOMER = {
  customerName: 'Katherine Johnson',
  customerEmail: `katherine.${RUN}@example.com`,
  customerPhone: `(321) ${EXCHANGE}-${RUN.slice(3)}`,
  bladesOver9Inches: 1,
  blades7To9Inches: 0,
  blades4To6Inches: 2,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 1,
  strappingQuantity: 0,
  specialRequirements: 'Leave the knives with the concierge.',
}

let bookingId: number

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/bookings', { data: CUSTOMER })
  expect(response.status(), await response.text()).toBe(201)
  bookingId = ((await response.json()) as { id: number }).id
})

const card = (page: Page, name: 'Order Number' | 'Email Address' | 'Phone Number') =>
  page.getByRole('region', { name })

async function search(page: Page, cardName: Parameters<typeof card>[1], label: string, term: string) {
  const region = card(page, cardName)
  await region.getByLabel(label, { exact: true }).fill(term)
  await region.getByRole('button', { name: 'Search' }).click()
}

const results = (page: Page) => page.getByRole('region', { name: 'Search Results' })

async function expectOneResult(results: Locator) {
  await expect(results.getByText('1 found')).toBeVisible()
  const order = results.getByRole('article', { name: `Order #${bookingId}` })
  await expect(order).toBeVisible()
  await expect(order.getByText('Pending')).toBeVisible()
  await expect(order).toContainText('$22.00')
  return order
}

test.describe('order search', () => {
  test('finds an order by its number written as 27, #27 or BO-000027', async ({ page, expectAccessible }) => {
    await page.goto('/order-search')
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Order' })).toBeVisible()
    await expect(page.getByLabel('Order number', { exact: true })).toHaveAttribute('placeholder', 'e.g. 27')
    await expect(results(page)).toHaveCount(0)

    for (const written of [`${bookingId}`, `#${bookingId}`, `BO-${String(bookingId).padStart(6, '0')}`]) {
      await search(page, 'Order Number', 'Order number', written)
      const order = await expectOneResult(results(page))
      // By number, both contact details are masked and the name shortened (docs/decisions.md "Public look-ups").
      await expect(order).toContainText('Katherine J.')
      await expect(order).toContainText('k•••@example.com')
      await expect(order).toContainText(`•••-•••-${RUN.slice(-4)}`)
    }
    const order = results(page).getByRole('article')
    // Never the customer's words (gate codes live there), only that there are some.
    await expect(order).toContainText('Notes on file')
    await expect(order).not.toContainText('concierge')
    await expect(order.getByText('9 inches and over')).toBeVisible()
    await expectAccessible(page, 'order search: an order found')
  })

  test('finds orders by e-mail in another case, and by phone written differently', async ({ page }) => {
    await page.goto('/order-search')

    await search(page, 'Email Address', 'Email address', `  ${CUSTOMER.customerEmail.toUpperCase()} `)
    let order = await expectOneResult(results(page))
    await expect(order).toContainText(CUSTOMER.customerEmail)
    await expect(order).toContainText(`•••-•••-${RUN.slice(-4)}`)

    // Enter searches too.
    const phone = card(page, 'Phone Number').getByLabel('Phone number', { exact: true })
    await phone.fill(`321.${EXCHANGE}.${RUN.slice(3)}`)
    await phone.press('Enter')
    order = await expectOneResult(results(page))
    await expect(order).toContainText(CUSTOMER.customerPhone)
    await expect(order).toContainText('k•••@example.com')
  })

  test("shows each search kind's message when nothing is found", async ({ page, expectAccessible }) => {
    await page.goto('/order-search')

    await search(page, 'Order Number', 'Order number', '99999999')
    await expect(results(page).getByRole('heading', { name: 'No orders found' })).toBeVisible()
    await expect(results(page)).toContainText('Please check your order number and try again.')
    await expect(results(page).getByText('0 found')).toBeVisible()

    await search(page, 'Email Address', 'Email address', `nobody.${RUN}@example.com`)
    await expect(results(page)).toContainText('No orders found for this email address.')

    await search(page, 'Phone Number', 'Phone number', '(555) 010-0000')
    await expect(results(page)).toContainText('No orders found for this phone number.')
    await expect(page.getByRole('status').filter({ hasText: 'No orders found' })).toHaveText(
      'No orders found. No orders found for this phone number.',
    )
    await expectAccessible(page, 'order search: nothing found')
  })

  test("reads 'Searching...' and holds every button while a search runs", async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/public/search?*', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/order-search')

    await search(page, 'Email Address', 'Email address', CUSTOMER.customerEmail)
    await expect(card(page, 'Email Address').getByRole('button', { name: 'Searching...' })).toBeDisabled()
    await card(page, 'Order Number').getByLabel('Order number', { exact: true }).fill('1')
    await expect(card(page, 'Order Number').getByRole('button', { name: 'Search' })).toBeDisabled()

    release()
    await expectOneResult(results(page))
    await expect(card(page, 'Email Address').getByRole('button', { name: 'Search' })).toBeEnabled()
  })

  test('keeps a search button disabled while its field is blank', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/order-search')
    const region = card(page, 'Phone Number')
    await expect(region.getByRole('button', { name: 'Search' })).toBeDisabled()
    await region.getByLabel('Phone number', { exact: true }).fill('   ')
    await region.getByLabel('Phone number', { exact: true }).press('Enter')
    await expect(region.getByRole('button', { name: 'Search' })).toBeDisabled()
    await expect(results(page)).toHaveCount(0)
  })
})
