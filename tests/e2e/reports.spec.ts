import type { Page } from '@playwright/test'

import { createBooking, orderNumber, setStatus, uniqueTag } from './support/admin-bookings.ts'
import { apiSettled } from './support/api-requests.ts'
import { openAdminSection } from './support/admin-navigation.ts'
import { expect, test, type ExpectAccessible } from './support/fixtures.ts'
import { signedInPage, startOwnServer } from './support/own-server.ts'

async function openReports(page: Page) {
  await page.goto('/dashboard?tab=reports')
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible()
}

const card = (page: Page, name: string) => page.getByRole('group', { name })
/** A card's figure, whole: "$140" is not "$140.00", "5" is not "15". */
const figure = (page: Page, name: string, value: string) =>
  expect(card(page, name).getByText(value, { exact: true })).toBeVisible()
const activity = (page: Page) => page.getByRole('list', { name: 'Recent activity' })
/** A chart's figures as its screen-reader table gives them. */
const tableRow = (page: Page, table: string, label: string) =>
  page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(`^${label}\\b`) })

test('the cards, charts and activity add up the bookings made', async ({ browser, expectAccessible }) => {
  // Its own server on a new database: the figures count every booking, and other specs book at the same time.
  test.slow() // the server's start is part of the test
  const server = await startOwnServer(55)
  try {
    const page = await signedInPage(browser, server)
    await addsUpBookings(page, expectAccessible)
  } finally {
    await server.stop()
  }
})

async function addsUpBookings(page: Page, expectAccessible: ExpectAccessible) {
  const tag = uniqueTag()
  const made = [
    // $18.00, completed
    { customerName: `Reba Hone ${tag}`, bladesOver9Inches: 2, status: 'completed' },
    // $8.00 + $1.00 nick repair, paid
    {
      customerName: `Sam Edge ${tag}`,
      bladesOver9Inches: 0,
      blades7To9Inches: 1,
      nickRepairQuantity: 1,
      status: 'paid',
    },
    // $4.00, pending
    { customerName: `Tia Whet ${tag}`, bladesOver9Inches: 0, bladesUnder4Inches: 1, status: 'pending' },
    // $6.00, cancelled: out of the rate and the services
    { customerName: `Uma Grind ${tag}`, bladesOver9Inches: 0, blades4To6Inches: 1, status: 'cancelled' },
    // Measured on pickup: 3 knives of unknown size, pending
    {
      customerName: `Vic Pickup ${tag}`,
      measurementType: 'pickup',
      knifeCount: 3,
      bladesOver9Inches: 0,
      strappingQuantity: 1,
      status: 'pending',
    },
  ]
  for (const { status, ...fields } of made) {
    const booking = await createBooking(page.request, fields)
    if (status !== 'pending') await setStatus(page.request, booking.id, status)
  }

  await openReports(page)
  await figure(page, 'Total Bookings', '5')
  // $18 + $9: completed and paid orders only.
  await figure(page, 'Revenue', '$27')
  await figure(page, 'Pending Orders', '2')
  // Two of the four orders that were not cancelled are done.
  await figure(page, 'Completion Rate', '50%')

  await expect(
    page.getByRole('table', { name: 'Bookings per week' }).getByRole('row').last().getByRole('cell'),
  ).toHaveText('5')
  const knives = (label: string, count: number) =>
    expect(tableRow(page, 'Knives by blade length', label).getByRole('cell')).toHaveText(String(count))
  await knives('9 inches and over', 2)
  await knives('7 to 9 inches', 1)
  await knives('4 to 6 inches', 0)
  await knives('Under 4 inches', 1)
  await knives('Not yet measured', 3)
  const addOn = (label: string) => expect(page.locator(`dt:text-is("${label}") + dd`)).toHaveText('1')
  await addOn('Nick repair')
  await addOn('Stropping')

  // The e2e database is new this month, so last month has nothing to compare with.
  await expect(card(page, 'Total Bookings')).toContainText('No bookings last month')
  await expect(card(page, 'Revenue')).toContainText('No revenue last month')
  await expect(page.getByRole('figure', { name: 'Booking Trends' })).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Service Distribution' })).toBeVisible()
  await expect(activity(page)).toContainText(`booked by Vic Pickup ${tag}`)
  await expectAccessible(page, 'reports: figures')
}

test('a status change and a confirmation e-mail show in Recent Activity in plain words', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag()
  const name = `Wren Blade ${tag}`
  const booking = await createBooking(page.request, { customerName: name })
  await openReports(page)
  await expect(activity(page)).toContainText(`${orderNumber(booking.id)} booked by ${name}`)

  // Through All Orders, so the change refreshes the figures the admin already has on screen.
  await openAdminSection(page, 'All Orders')
  await page.getByPlaceholder('Search orders by ID, customer, or service...').fill(tag)
  const actions = page.getByRole('button', { name: `More actions for ${orderNumber(booking.id)}` })
  await actions.click()
  await page.getByRole('menuitem', { name: 'Mark as Completed' }).click()
  await expect(page.getByRole('row', { name: new RegExp(orderNumber(booking.id)) })).toContainText(
    'Completed',
  )
  await apiSettled(page)
  await actions.click()
  await page.getByRole('menuitem', { name: 'Send confirmation email' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Email Sent', { exact: true })).toBeVisible()

  await openAdminSection(page, 'Reports')
  const lines = activity(page).getByRole('listitem')
  await expect(lines.filter({ hasText: `${orderNumber(booking.id)} marked completed` })).toContainText(
    'just now',
  )
  await expect(activity(page)).toContainText(`${orderNumber(booking.id)} confirmation e-mail sent to ${name}`)
})

test('an empty database shows zeros and empty charts; a failure says so', async ({
  adminPage: page,
  expectAccessible,
}) => {
  // The browser tests share one database, so the empty one is the server's answer for it, held still.
  const weeks = Array.from({ length: 12 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2025, 0, 6 + index * 7)).toISOString().slice(0, 10),
    bookings: 0,
  }))
  const nothing = { thisMonth: 0, lastMonth: 0, change: null }
  await page.route('**/api/stats', (route) =>
    route.fulfill({
      json: {
        totalBookings: 0,
        revenue: 0,
        pendingOrders: 0,
        completionRate: 0,
        timeZone: 'America/New_York',
        trends: { totalBookings: nothing, revenue: nothing, pendingOrders: nothing, completionRate: nothing },
        weeklyBookings: weeks,
        services: {
          bladesOver9Inches: 0,
          blades7To9Inches: 0,
          blades4To6Inches: 0,
          bladesUnder4Inches: 0,
          notYetMeasured: 0,
          nickRepair: 0,
          strapping: 0,
        },
        recentActivity: [],
      },
    }),
  )
  await openReports(page)
  await expect(card(page, 'Total Bookings')).toContainText('0No bookings last month')
  await expect(card(page, 'Revenue')).toContainText('$0No revenue last month')
  await expect(card(page, 'Completion Rate')).toContainText('0%Nothing to compare with last month')
  await expect(page.getByText('No bookings in the last 12 weeks.')).toBeVisible()
  await expect(page.getByText('No knives booked yet.')).toBeVisible()
  await expect(page.getByText('No activity yet.', { exact: false })).toBeVisible()
  await expectAccessible(page, 'reports: nothing yet')

  await page.unrouteAll()
  await page.route('**/api/stats', (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.reload()
  await expect(
    page.locator('[data-sonner-toast]').getByText('Failed to fetch stats', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load statistics' })).toBeVisible()
  await expectAccessible(page, 'reports: failed to load')
  await page.unrouteAll()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(card(page, 'Total Bookings')).toBeVisible()
})
