import type { Page } from '@playwright/test'

import { createBooking, orderNumber, searchOrders, setStatus, uniqueTag } from './support/admin-bookings.ts'
import { apiSettled } from './support/api-requests.ts'
import { openAdminSection } from './support/admin-navigation.ts'
import { expect, test, type ExpectAccessible } from './support/fixtures.ts'
import { signedInPage, startOwnServer } from './support/own-server.ts'

/** Where the journeys below leave their screenshots, when asked (E2E_SCREENSHOTS=dir). */
const SHOTS = process.env.E2E_SCREENSHOTS

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
  const booked: number[] = []
  for (const { status, ...fields } of made) {
    const booking = await createBooking(page.request, fields)
    if (status !== 'pending') await setStatus(page.request, booking.id, status)
    booked.push(booking.id)
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

  await recordPayments(page, booked)
  await page.reload()
  // The money: $10.00 + $8.00 + $9.00 collected, the voided $3.00 not; Tia's $4.00 and Vic's $23.25 are due,
  // cancelled Uma's $6.00 is not.
  await figure(page, 'Collected', '$27.00')
  await figure(page, 'Tips', '$2.00')
  await figure(page, 'Outstanding', '$27.25')
  const methods = page.getByRole('figure', { name: 'Collected by Method' })
  const method = (label: string) => methods.locator(`dt:text-is("${label}") + dd`)
  await expect(method('Cash')).toContainText('$10.00')
  await expect(method('Card')).toContainText('$8.00')
  await expect(method('Venmo')).toContainText('$9.00')
  await expect(methods.getByText('Zelle')).toHaveCount(0)
  await expect(
    page.getByRole('table', { name: 'Money collected per week' }).getByRole('row').last().getByRole('cell'),
  ).toHaveText('$27.00')
  // Paying and voiding moved no booking figure: Reba's order went from completed to paid, Tia's stayed pending.
  await figure(page, 'Revenue', '$27')
  await figure(page, 'Pending Orders', '2')
  await expectAccessible(page, 'reports: money')
  for (const width of [1280, 390]) await chartTooltips(page, width)
  if (SHOTS) {
    // A tall window rather than fullPage, whose capture resizes the charts as it goes.
    for (const [width, height] of [
      [1280, 2000],
      [390, 3600],
    ] as const) {
      await page.setViewportSize({ width, height })
      await expect(card(page, 'Outstanding')).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/reports-${width}.png` })
    }
    // On a phone, the money up close.
    await page.setViewportSize({ width: 390, height: 844 })
    for (const name of ['Collected', 'Collected by Method']) {
      await page
        .getByRole(name === 'Collected' ? 'group' : 'figure', { name, exact: true })
        .scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollBy(0, 120))
      await page.screenshot({ path: `${SHOTS}/reports-390-${name.replaceAll(' ', '-').toLowerCase()}.png` })
    }
  }
}

/**
 * A bar's tooltip, by keyboard and by pointer, at the given width: the Tab key reaches a chart's bars as one stop,
 * the arrow keys move along them, Escape hides the box; the pointer shows the box of the bar under it.
 */
async function chartTooltips(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  const tooltip = page.locator('[data-chart-tooltip]')
  const trends = page.getByRole('figure', { name: 'Booking Trends' })
  const bars = trends.getByRole('img', { name: /^Week of / })
  await expect(bars).toHaveCount(12)
  const services = page.getByRole('figure', { name: 'Service Distribution' })
  // The stop before Service Distribution's bars is Booking Trends' (at the bar last focused there).
  await services.getByRole('img', { name: '9 inches and over: 2 knives' }).focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Home')
  await expect(bars.first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(bars.last()).toBeFocused()
  await expect(bars.last()).toHaveAccessibleName(/^Week of \w{3} \d{1,2}: 5 bookings$/)
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText('5 bookings')
  await expect(tooltip).toContainText('Week of ')
  await expectInside(page, tooltip)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${width}-tooltip-keyboard.png` })
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)

  await services.getByRole('img', { name: 'Not yet measured: 3 knives' }).hover()
  await expect(tooltip).toHaveText('Not yet measured3 knives')
  await expectInside(page, tooltip)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${width}-tooltip-hover.png` })
  await page.mouse.move(0, 0)
  await expect(tooltip).toHaveCount(0)
  // The page as it was, for what follows.
  await page.evaluate(() => {
    if (document.activeElement instanceof SVGElement) document.activeElement.blur()
    window.scrollTo(0, 0)
  })
}

/** The box is wholly on screen, not cut off at the page's edge. */
async function expectInside(page: Page, box: ReturnType<Page['locator']>) {
  const bounds = await box.boundingBox()
  const viewport = page.viewportSize()
  expect(bounds && viewport && bounds.x >= 0 && bounds.x + bounds.width <= viewport.width).toBe(true)
}

/** Payments as the order's dialog records them, through the admin API: two that settle Reba, one voided. */
async function recordPayments(page: Page, [reba, sam, tia, uma]: number[]) {
  const pay = async (id: number | undefined, data: Record<string, string>, status = 201) => {
    const response = await page.request.post(`/api/bookings/${id}/payments`, { data })
    expect(response.status(), await response.text()).toBe(status)
    return response.json()
  }
  await pay(reba, { amount: '10.00', tip: '2.00', method: 'cash' })
  await pay(reba, { amount: '8.00', method: 'card' })
  await pay(sam, { amount: '9.00', method: 'venmo' })
  // Part of Tia's $4.00, so the order stays pending.
  const voided = await pay(tia, { amount: '3.00', method: 'zelle' })
  const response = await page.request.post(`/api/bookings/${tia}/payments/${voided.payments[0].id}/void`)
  expect(response.status(), await response.text()).toBe(200)
  // A cancelled order takes no payment.
  await pay(uma, { amount: '6.00', method: 'cash' }, 409)
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
  await searchOrders(page, tag)
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
        collected: '0.00',
        tips: '0.00',
        outstanding: '0.00',
        collectedByMethod: ['cash', 'card', 'check', 'venmo', 'zelle', 'other'].map((method) => ({
          method,
          amount: '0.00',
        })),
        collectedByWeek: weeks.map(({ weekStart }) => ({ weekStart, amount: '0.00' })),
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
  await expect(card(page, 'Collected')).toContainText('$0.00')
  await expect(card(page, 'Outstanding')).toContainText('$0.00')
  await expect(page.getByText('No payments received in the last 12 weeks.')).toBeVisible()
  await expect(page.getByText('No payments recorded yet.')).toBeVisible()
  await expectAccessible(page, 'reports: nothing yet')
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 2000 })
    await page.screenshot({ path: `${SHOTS}/reports-empty-1280.png` })
  }

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
