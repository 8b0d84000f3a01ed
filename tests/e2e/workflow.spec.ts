import type { Locator, Page } from '@playwright/test'

import { createBooking, orderNumber, uniqueTag } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

const card = (scope: Page | Locator, id: number) => scope.locator(`article[data-booking-id="${id}"]`)

async function openBoard(page: Page) {
  await page.goto('/dashboard?tab=workflow')
  await expect(page.getByRole('heading', { level: 2, name: 'Order Workflow' })).toBeVisible()
  await expect(page.getByText('Manage orders through their lifecycle')).toBeVisible()
  await expect(column(page, 'Pending').getByRole('list')).toBeVisible()
}

test('shows a column per status with counts, and a card that opens the edit dialog', async ({
  adminPage: page,
  expectAccessible,
}) => {
  // The board may hold a hundred cards a column by now (workflow-scale.spec.ts); axe reads them all, twice.
  test.slow()
  const tag = uniqueTag()
  const booking = await createBooking(page.request, {
    customerName: `Mary Ann Evans ${tag}`,
    bladesOver9Inches: 2,
    nickRepairQuantity: 1,
    strappingQuantity: 1,
    specialRequirements: 'Please ring the bell',
  })
  await openBoard(page)

  const headings = page.getByRole('region').getByRole('heading', { level: 3 })
  await expect(headings).toHaveText(['Pending', 'In Progress', 'Completed', 'Paid', 'Cancelled'])

  const pending = card(column(page, 'Pending'), booking.id)
  await expect(pending).toContainText(orderNumber(booking.id))
  await expect(pending).toContainText('2 knives')
  await expect(pending).toContainText('2 add-ons')
  await expect(pending).toContainText('$22.00')
  await expect(pending).toContainText('MA')
  await expect(pending).toContainText(`Mary Ann Evans ${tag}`)
  await expect(pending.getByRole('img', { name: 'Has special requirements' })).toBeVisible()
  await expectAccessible(page, 'workflow board')

  await pending.getByRole('button', { name: orderNumber(booking.id), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
  await expect(dialog.getByLabel('Name')).toHaveValue(`Mary Ann Evans ${tag}`)
  // Changing the status here moves the card; focus follows it to its new column.
  await dialog.getByLabel('Order status').selectOption('in-progress')
  await dialog.getByRole('button', { name: 'Update Booking' }).click()
  await expect(dialog).toBeHidden()
  const moved = card(column(page, 'In Progress'), booking.id)
  await expect(moved).toBeVisible()
  await expect(moved.getByRole('button', { name: orderNumber(booking.id), exact: true })).toBeFocused()

  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page, 'workflow board, 390 px')
})

test('drags a card to another column; the change survives a reload', async ({ adminPage: page }) => {
  const booking = await createBooking(page.request, { customerName: `Drag Test ${uniqueTag()}` })
  await openBoard(page)

  // Dropped near the top of the column, level with the new card at the top of Pending: a long column's middle
  // can lie below the screen, and a native drag does not scroll the page to reach it.
  const completed = column(page, 'Completed')
  const { width } = (await completed.boundingBox())!
  await card(column(page, 'Pending'), booking.id).dragTo(completed, {
    targetPosition: { x: width / 2, y: 24 },
  })

  await expect(card(completed, booking.id)).toBeVisible()
  await expect(card(column(page, 'Pending'), booking.id)).toHaveCount(0)
  await expect(card(completed, booking.id)).toContainText('Completed')
  await expect(page.locator('[data-sonner-toast]').getByText('Status Updated')).toBeVisible()

  await page.reload()
  await expect(card(completed, booking.id)).toBeVisible()
  // Other specs change orders at the same time, so the count is checked against the column, not against before.
  await expect(completed.locator('[data-column-count]')).toHaveText(
    String(await completed.locator('article[data-booking-id]').count()),
  )
})

test('moves a card from the keyboard, announces it and keeps focus on it', async ({ adminPage: page }) => {
  const booking = await createBooking(page.request, { customerName: `Keyboard Test ${uniqueTag()}` })
  await openBoard(page)

  const move = card(page, booking.id).getByRole('button', {
    name: `Move ${orderNumber(booking.id)} to another column`,
  })
  await move.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['In Progress', 'Completed', 'Paid', 'Cancelled'])
  // Opened from the keyboard, the menu takes the focus onto its first item, a moment after it shows: keys pressed
  // before that went to the button (a full run lost them).
  await expect(menu.getByRole('menuitem', { name: 'In Progress' })).toBeFocused()
  // One key at a time, each seen to land (two full runs of 30 November lost focus on the way to Paid, cause unknown).
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Completed' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Paid' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(card(column(page, 'Paid'), booking.id)).toBeVisible()
  await expect(page.getByText(`${orderNumber(booking.id)} moved to Paid.`)).toBeAttached()
  await expect(
    card(page, booking.id).getByRole('button', { name: orderNumber(booking.id), exact: true }),
  ).toBeFocused()

  await page.reload()
  await expect(card(column(page, 'Paid'), booking.id)).toBeVisible()
})
