import type { Page } from '@playwright/test'

import { createBooking, orderNumber, searchOrders, setStatus, uniqueTag } from './support/admin-bookings.ts'
import { openAdminSection } from './support/admin-navigation.ts'
import { expect, test, type ExpectAccessible } from './support/fixtures.ts'
import { signedInPage, startOwnServer } from './support/own-server.ts'

const SEARCH = 'Search customers...'
/** The e2e server keeps the default business timezone (docs/configuration.md, BUSINESS_TIMEZONE). */
const TIME_ZONE = 'America/New_York'
const today = () =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date())

async function openCustomers(page: Page) {
  await page.goto('/dashboard?tab=customers')
  await expect(page.getByRole('heading', { level: 2, name: 'Customer Management' })).toBeVisible()
}

/** Types a search and waits until the directory shows its answer (the search is in the address once it ran). */
async function searchFor(page: Page, search: string) {
  await page.getByPlaceholder(SEARCH).fill(search)
  await expect(page).toHaveURL(new RegExp(`customers-search=${encodeURIComponent(search)}`))
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

const card = (page: Page, name: string) => page.getByRole('group', { name })
/** A card's figure, whole: "5" is not "15". */
const figure = (page: Page, name: string, value: string) =>
  expect(card(page, name).getByText(value, { exact: true })).toBeVisible()
const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) })
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true })

test('the directory counts repeat customers by e-mail in any case, and the cards add up what was booked', async ({
  browser,
  expectAccessible,
  serverDatabaseUrl,
}) => {
  // Its own server on a new database: the cards count every customer, and other specs book at the same time.
  test.slow() // the server's start is part of the test
  const server = await startOwnServer(54, serverDatabaseUrl)
  try {
    const page = await signedInPage(browser, server)
    await countsRepeatCustomers(page, expectAccessible)
  } finally {
    await server.stop()
  }
})

async function countsRepeatCustomers(page: Page, expectAccessible: ExpectAccessible) {
  const tag = uniqueTag()
  const ann = `Ann Carver ${tag}`
  const bob = `Bob Whittle ${tag}`
  const bobLine = String(Date.now()).slice(-4)
  const bobPhone = `407-555-${bobLine}`

  // Ann books twice with the same address written in two cases: one customer, a repeat one.
  const first = await createBooking(page.request, {
    customerName: ann,
    customerEmail: `ann.${tag}@example.com`,
    bladesOver9Inches: 2,
    city: 'Orlando',
    state: 'FL',
  })
  await createBooking(page.request, {
    customerName: ann,
    customerEmail: `ANN.${tag}@Example.COM`,
    bladesOver9Inches: 0,
    bladesUnder4Inches: 1,
    city: 'Orlando',
    state: 'FL',
  })
  const bobs = await createBooking(page.request, {
    customerName: bob,
    customerPhone: bobPhone,
    city: 'Winter Park',
    state: 'FL',
  })
  await setStatus(page.request, first.id, 'completed')
  await setStatus(page.request, bobs.id, 'cancelled')

  await openCustomers(page)
  await figure(page, 'Total Customers', '2')
  await figure(page, 'Repeat Customers', '1')
  // Only Ann's completed $18.00 order is revenue; Bob's cancelled and Ann's pending one are not.
  await figure(page, 'Total Revenue', '$18.00')
  await expectAccessible(page, 'customers: directory with figures')

  await searchFor(page, tag)
  await expect(page.getByText('Showing 1-2 of 2 results')).toBeVisible()
  const annRow = row(page, ann)
  await expect(annRow).toContainText(`ann.${tag}@example.com`)
  await expect(annRow).toContainText('Orlando, FL')
  await expect(annRow.getByRole('cell').nth(3)).toHaveText('2')
  await expect(annRow).toContainText('$18.00')
  await expect(annRow).toContainText(today())
  // Stored as typed, shown one way.
  await expect(row(page, bob)).toContainText(`(407) 555-${bobLine}`)
  await expect(row(page, bob)).toContainText('$0.00')
  // The search stays in the address: a reload shows the same directory.
  await page.reload()
  await expect(page.getByPlaceholder(SEARCH)).toHaveValue(tag)
  await expect(page.getByText('Showing 1-2 of 2 results')).toBeVisible()

  // By phone, as written: only Bob.
  await searchFor(page, bobPhone)
  await expect(row(page, bob)).toBeVisible()
  await expect(row(page, ann)).toHaveCount(0)

  await searchFor(page, `${tag}-nobody`)
  await expect(page.getByText('No customers found matching your search.')).toBeVisible()
  await expectAccessible(page, 'customers: search finds nobody')
}

test('View Details shows contact, stats, the order history with its status filter, and e-mails', async ({
  adminPage: page,
  expectAccessible,
}) => {
  const tag = uniqueTag()
  const name = `Dana Forge ${tag}`
  const email = `dana.${tag}@example.com`
  const bookings = []
  for (const [knives, status] of [
    [1, 'completed'],
    [2, 'paid'],
    [3, 'pending'],
  ] as const) {
    const booking = await createBooking(page.request, {
      customerName: name,
      customerEmail: email,
      customerPhone: '321-555-0123',
      streetAddress: '9 Lake Ave',
      city: 'Winter Park',
      state: 'FL',
      zipCode: '32789',
      bladesOver9Inches: knives,
    })
    if (status !== 'pending') await setStatus(page.request, booking.id, status)
    bookings.push(booking)
  }

  await openCustomers(page)
  await searchFor(page, tag)
  await page.getByRole('button', { name: `View Details for ${name}` }).click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toContainText(`Customer since ${today()}`)
  await expect(dialog.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(dialog.getByRole('link', { name: '(321) 555-0123' })).toHaveAttribute(
    'href',
    'tel:321-555-0123',
  )
  await expect(dialog).toContainText('9 Lake Ave')
  await expect(dialog).toContainText('Winter Park, FL 32789')
  const stats = dialog.getByRole('region', { name: 'Customer Stats' })
  await expect(stats).toContainText('Total Orders3')
  // Completed $9.00 and paid $18.00 count; the pending $27.00 does not.
  await expect(stats).toContainText('Total Spent$27.00')
  await expect(stats).toContainText(`First Order${today()}`)

  const orders = dialog.getByRole('list', { name: 'Orders' }).getByRole('listitem')
  await expect(orders).toHaveCount(3)
  // Newest first.
  await expect(orders.first()).toContainText(orderNumber(bookings[2]!.id))
  await expect(orders.first()).toContainText('Pending')
  await expect(dialog.getByText('No e-mails from this customer yet.')).toBeVisible()
  await expectAccessible(page, 'customers: a customer open')

  const filter = dialog.getByLabel('Filter orders by status')
  await expect(filter.locator('option')).toHaveText([
    'All Orders',
    'Pending',
    'In Progress',
    'Completed',
    'Paid',
    'Cancelled',
  ])
  await filter.selectOption('paid')
  await expect(orders).toHaveCount(1)
  await expect(orders.first()).toContainText(orderNumber(bookings[1]!.id))
  await expect(orders.first()).toContainText('$18.00')
  await filter.selectOption('cancelled')
  await expect(dialog.getByText('No orders found for this customer.')).toBeVisible()
  await filter.selectOption('all')
  await expect(orders).toHaveCount(3)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `View Details for ${name}` })).toBeFocused()
})

test('a status change made in All Orders shows in the directory', async ({ adminPage: page }) => {
  const tag = uniqueTag()
  const name = `Eli Strop ${tag}`
  const booking = await createBooking(page.request, {
    customerName: name,
    bladesOver9Inches: 0,
    blades7To9Inches: 1,
  })

  await openCustomers(page)
  await searchFor(page, tag)
  await expect(row(page, name)).toContainText('$0.00')

  // Through the screens, so the change refreshes the cached directory as it would for the admin.
  await openAdminSection(page, 'All Orders')
  await searchOrders(page, tag)
  await page.getByRole('button', { name: `More actions for ${orderNumber(booking.id)}` }).click()
  await page.getByRole('menuitem', { name: 'Mark as Completed' }).click()
  await expect(toast(page, 'Booking status has been updated successfully.')).toBeVisible()

  await openAdminSection(page, 'Customers')
  await expect(row(page, name)).toContainText('$8.00')
})

test('says when there are no customers yet, and when they cannot be loaded', async ({
  adminPage: page,
  expectAccessible,
}) => {
  // The browser tests share one database, so an empty directory is the server's answer for one, held still.
  await page.route('**/api/customers?*', (route) => route.fulfill({ json: { customers: [], total: 0 } }))
  await page.route('**/api/customers/summary', (route) =>
    route.fulfill({
      json: { totalCustomers: 0, repeatCustomers: 0, totalRevenue: '0.00', avgOrderValue: '0.00' },
    }),
  )
  await openCustomers(page)
  await expect(page.getByText('No customers yet.')).toBeVisible()
  await figure(page, 'Total Customers', '0')
  await figure(page, 'Avg Order Value', '$0.00')
  await expectAccessible(page, 'customers: none yet')

  await page.unrouteAll()
  await page.route('**/api/customers?*', (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.reload()
  await expect(toast(page, 'Failed to fetch customers')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load customers' })).toBeVisible()
  await page.unrouteAll()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByText('Failed to load customers')).toBeHidden()
})
