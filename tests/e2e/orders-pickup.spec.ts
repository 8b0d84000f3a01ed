import type { Locator, Page } from '@playwright/test'

import { createBooking, orderNumber, type CreatedBooking } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { signedInPage, startOwnServer, type OwnServer } from './support/own-server.ts'
import { saveScreenshot } from './support/screenshots.ts'

/**
 * All Orders shows each order's pickup time and sorts by it (issue 41 point 8): a Pickup column at 1,280 px, the
 * time on each card at 390 px. The orders with no time were booked before the business set its pickup windows,
 * as happens when an owner starts using them. Screenshots for people to look at (not compared) go to SHOTS.
 */
const SHOTS = process.env.SHOTS ?? 'test-results/orders-pickup-screens'

let server: OwnServer
/** Oldest first: two with no time, then three booked in the third, first and second free window. */
let orders: CreatedBooking[]
let timeZone: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser, serverDatabaseUrl }) => {
  server = await startOwnServer(141, serverDatabaseUrl)
  const page = await signedInPage(browser, server)
  orders = []
  for (const name of ['Nora Notime', 'Ned Notime'])
    orders.push(await createBooking(page.request, { customerName: name }))
  const windows = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: 2 },
    { weekday, start: '13:00', end: '16:00', capacity: 1 },
  ])
  const saved = await page.request.put('/api/settings/pickup', {
    data: { windows, closures: [], leadHours: 0, horizonDays: 21 },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  const answer = await page.request.get(`/api/public/pickup-slots?from=${from}&days=7`)
  const found = (await answer.json()) as { timezone: string; slots: { start: string; remaining: number }[] }
  timeZone = found.timezone
  const free = found.slots.filter((slot) => slot.remaining > 0)
  for (const [name, slot] of [
    ['Lena Later', free[2]!],
    ['Erin Earliest', free[0]!],
    ['Mia Middle', free[1]!],
  ] as const)
    orders.push(await createBooking(page.request, { customerName: name, pickupSlotStart: slot.start }))
  await page.context().close()
})
test.afterAll(async () => server?.stop())

/** "Tue, Dec 1, 2026": the day as the list writes it, in the business's time zone. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso))

/** The order numbers of the list's rows (or cards), top to bottom, as patterns. */
const numbers = (indexes: number[]) => indexes.map((index) => new RegExp(orderNumber(orders[index]!.id)))

/** Waits for the list the address asks for: its request answered and the rows (or cards) no longer busy. */
async function sortedBy(page: Page, list: Locator, click: () => Promise<void>, order: 'asc' | 'desc') {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/bookings?') &&
      response.url().includes('sort=pickupStart') &&
      response.url().includes(`order=${order}`),
  )
  await click()
  expect((await answered).status()).toBe(200)
  await expect(page).toHaveURL(/orders-sort=pickupStart/)
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
}

test('the Pickup column shows each time and sorts by it, no time last both ways, 1280 px', async ({
  browser,
  expectAccessible,
}) => {
  const page = await signedInPage(browser, server, 1280)
  await page.goto('/dashboard?tab=orders')
  const table = page.getByRole('table')
  const rows = table.getByRole('row').filter({ hasText: /BO-\d{6}/ })
  await expect(rows).toHaveCount(5)

  const earliest = orders[3]!
  const earliestRow = rows.filter({ hasText: orderNumber(earliest.id) })
  await expect(earliestRow.getByRole('cell').nth(2)).toContainText(dayOf(earliest.pickupStart!))
  await expect(earliestRow.getByRole('cell').nth(2)).toContainText(/\d:\d\d (AM|PM) to \d+:\d\d (AM|PM)/)
  await expect(
    rows
      .filter({ hasText: orderNumber(orders[0]!.id) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('No time yet')

  const header = table.getByRole('columnheader', { name: 'Pickup' })
  await sortedBy(page, table, () => header.getByRole('button', { name: 'Pickup' }).click(), 'asc')
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await expect(rows).toHaveText(numbers([3, 4, 2, 0, 1]))
  await expectAccessible(page, 'all orders sorted by pickup time')
  await saveScreenshot(page, `${SHOTS}/orders-pickup-sorted-1280.png`)

  await sortedBy(page, table, () => header.getByRole('button', { name: 'Pickup' }).click(), 'desc')
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect(rows).toHaveText(numbers([2, 4, 3, 1, 0]))

  // A reload keeps the sort: it is in the address.
  await page.reload()
  await expect(rows).toHaveText(numbers([2, 4, 3, 1, 0]))
  await page.context().close()
})

test('each order card shows its pickup time, and Sort by offers it, 390 px', async ({ browser }) => {
  const page = await signedInPage(browser, server, 390)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/dashboard?tab=orders')
  const list = page.getByRole('list', { name: /^All Orders, \d+ in all$/ })
  const cards = list.getByRole('listitem')
  await expect(cards).toHaveCount(5)
  const earliest = orders[3]!
  await expect(cards.filter({ hasText: orderNumber(earliest.id) })).toContainText(
    `Pickup: ${dayOf(earliest.pickupStart!)}, `,
  )
  await expect(cards.filter({ hasText: orderNumber(orders[1]!.id) })).toContainText('Pickup: No time yet')

  await sortedBy(
    page,
    list,
    async () => {
      await page.getByLabel('Sort by').selectOption({ label: 'Pickup, ascending' })
    },
    'asc',
  )
  await expect(cards).toHaveText(numbers([3, 4, 2, 0, 1]))
  await cards.first().scrollIntoViewIfNeeded()
  await saveScreenshot(page, `${SHOTS}/orders-pickup-cards-390.png`)
  await page.context().close()
})
