import { createBooking, orderNumber, searchOrders, uniqueTag } from './support/admin-bookings.ts'
import { apiSettled } from './support/api-requests.ts'
import { expect, test } from './support/fixtures.ts'
import { seedFailedMessage } from './support/seed-outbox.ts'
import { saveScreenshot, saveSettledScreen, SCREENS } from './support/screenshots.ts'

const NOT_SENT = 'Confirmation e-mail not sent'

/**
 * Failed mail where the owner looks (issue 41 point 5): an order whose confirmation failed for good says so on its
 * row, its phone card, its board card and in its dialog, in plain words, with Retry right there; once retried, the
 * marker goes everywhere.
 */
test.describe('an order whose confirmation failed', () => {
  // Several screens and scans each, on a shared machine.
  test.describe.configure({ timeout: 120_000 })
  test('shows it on its row and in its dialog at 1,280 px, and Retry on the row takes it away', async ({
    adminPage: page,
    expectAccessible,
    serverDataDir,
    serverDatabaseUrl,
  }) => {
    const name = `Mailfail ${uniqueTag()}`
    const booking = await createBooking(page.request, { customerName: name })
    const outboxId = await seedFailedMessage(
      { serverDataDir, serverDatabaseUrl },
      {
        bookingId: booking.id,
        to: booking.customerEmail,
        subject: 'Booking confirmed',
        kind: 'confirmation',
      },
    )
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/dashboard?tab=orders')
    await searchOrders(page, name)
    const row = page.getByRole('row').filter({ hasText: orderNumber(booking.id) })
    await expect(row).toContainText(NOT_SENT)
    await expect(row).not.toContainText('confirmation')
    await saveSettledScreen(page, 'failed-mail-orders-1280')
    await expectAccessible(page, 'orders: an order whose e-mail failed, 1280 px')

    await row.getByRole('button', { name: `View or edit ${orderNumber(booking.id)}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
    await expect(dialog.getByText(NOT_SENT)).toBeVisible()
    await expect(
      dialog.getByRole('button', {
        name: `Retry: confirmation e-mail not sent for ${orderNumber(booking.id)}`,
      }),
    ).toBeVisible()
    await saveSettledScreen(page, 'failed-mail-dialog-1280')
    await expectAccessible(page, 'orders: edit dialog of an order whose e-mail failed, 1280 px')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    const retried = page.waitForResponse(
      (response) => response.url().endsWith(`/api/outbox/${outboxId}/retry`) && response.ok(),
    )
    await row
      .getByRole('button', { name: `Retry: confirmation e-mail not sent for ${orderNumber(booking.id)}` })
      .click()
    await retried
    await expect(page.getByText('The e-mail will be sent again now.')).toBeVisible()
    await expect(row).not.toContainText(NOT_SENT)
  })

  test('shows it on its phone card and board card at 390 px, and Retry in its dialog takes it away', async ({
    adminPage: page,
    expectAccessible,
    serverDataDir,
    serverDatabaseUrl,
  }) => {
    const name = `Mailfail ${uniqueTag()}`
    const booking = await createBooking(page.request, { customerName: name })
    await seedFailedMessage(
      { serverDataDir, serverDatabaseUrl },
      {
        bookingId: booking.id,
        to: booking.customerEmail,
        subject: 'Booking confirmed',
        kind: 'confirmation',
      },
    )
    await page.setViewportSize({ width: 390, height: 844 })
    const retryName = `Retry: confirmation e-mail not sent for ${orderNumber(booking.id)}`

    await page.goto('/dashboard?tab=workflow')
    const boardCard = page.locator(`article[data-booking-id="${booking.id}"]`)
    await expect(boardCard).toContainText(NOT_SENT)
    await expect(boardCard.getByRole('button', { name: retryName })).toBeVisible()
    await boardCard.scrollIntoViewIfNeeded()
    await apiSettled(page)
    await saveScreenshot(boardCard, `${SCREENS}/failed-mail-board-card-390.png`)
    await expectAccessible(page, 'workflow board: a card whose e-mail failed, 390 px')

    await page.goto('/dashboard?tab=orders')
    await searchOrders(page, name)
    const card = page.getByRole('listitem').filter({ hasText: orderNumber(booking.id) })
    await expect(card).toContainText(NOT_SENT)
    await saveSettledScreen(page, 'failed-mail-orders-390')
    await expectAccessible(page, 'orders: a card whose e-mail failed, 390 px')

    await card.getByRole('button', { name: `View or edit ${orderNumber(booking.id)}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
    const retry = dialog.getByRole('button', { name: retryName })
    await expect(retry).toBeVisible()
    await saveSettledScreen(page, 'failed-mail-dialog-390')
    // Keyboard alone: to the button and Enter.
    await retry.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('The e-mail will be sent again now.')).toBeVisible()
    await expect(dialog.getByText(NOT_SENT)).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(card).not.toContainText(NOT_SENT)
    await page.goto('/dashboard?tab=workflow')
    await expect(boardCard).toBeVisible()
    await expect(boardCard).not.toContainText(NOT_SENT)
  })
})
