import type { Page } from '@playwright/test'

import { createBooking, orderNumber, searchOrders, uniqueTag } from './support/admin-bookings.ts'
import { openAdminSection } from './support/admin-navigation.ts'
import { apiSettled } from './support/api-requests.ts'
import { expectAsksBeforeDiscarding } from './support/discard-question.ts'
import { expect, test } from './support/fixtures.ts'
import { saveScreenshot, SCREENS } from './support/screenshots.ts'

/** The order's Edit Booking dialog, opened from All Orders. */
async function openEdit(page: Page, name: string, id: number) {
  await page.goto('/dashboard?tab=orders')
  await searchOrders(page, name)
  await page.getByRole('button', { name: `View or edit ${orderNumber(id)}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
  await expect(dialog).toBeVisible()
  return dialog
}

/**
 * No lost input (issue 41 point 7): Esc, the close button or a click outside a dialog with changes asks before
 * throwing them away, and closes at once when nothing changed; unsaved pickup windows survive a section switch.
 */
test.describe('changes not saved yet', () => {
  test.describe.configure({ timeout: 120_000 })

  test('Esc, the close button and a click outside ask first at 1,280 px, and nothing changed closes at once', async ({
    adminPage: page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const name = `Discard ${uniqueTag()}`
    const booking = await createBooking(page.request, { customerName: name })
    let dialog = await openEdit(page, name, booking.id)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)

    dialog = await openEdit(page, name, booking.id)
    await dialog.getByLabel('Name').fill(`${name} changed`)
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' })

    await page.keyboard.press('Escape')
    await expect(question).toBeVisible()
    await apiSettled(page)
    await saveScreenshot(page, `${SCREENS}/discard-changes-1280.png`)
    await expectAccessible(page, 'orders: discard your changes?, 1280 px')
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect(question).toHaveCount(0)
    await expect(dialog.getByLabel('Name')).toHaveValue(`${name} changed`)

    await page.mouse.click(5, 400)
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toHaveCount(0)
    dialog = await openEdit(page, name, booking.id)
    await expect(dialog.getByLabel('Name')).toHaveValue(name)
  })

  test('asks by keyboard alone at 390 px: Esc, Keep editing, then Discard', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const name = `Discard ${uniqueTag()}`
    const booking = await createBooking(page.request, { customerName: name })
    const dialog = await openEdit(page, name, booking.id)
    await dialog.getByLabel('Name').fill(`${name} changed`)
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' })
    await page.keyboard.press('Escape')
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused()
    await apiSettled(page)
    await saveScreenshot(page, `${SCREENS}/discard-changes-390.png`)
    await page.keyboard.press('Enter')
    await expect(question).toHaveCount(0)
    await expect(dialog.getByLabel('Name')).toHaveValue(`${name} changed`)

    await dialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Enter')
    await expect(question).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(question.getByRole('button', { name: 'Discard' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
  })

  for (const width of [390, 1280]) {
    test(`unsaved pickup windows survive switching sections at ${width} px`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/dashboard?tab=settings')
      const windows = page.getByRole('group', { name: 'Weekly windows' })
      const rows = windows.getByRole('button', { name: /^Remove the / })
      await expect(page.getByRole('button', { name: 'Save pickup settings' })).toBeVisible({
        timeout: 30_000,
      })
      const before = await rows.count()
      await windows.getByRole('button', { name: 'Add window' }).click()
      await expect(rows).toHaveCount(before + 1)
      await expect(page.getByText('You have unsaved changes.')).toBeVisible()

      await openAdminSection(page, 'Workflow Board')
      await openAdminSection(page, 'Settings')
      await expect(page.getByRole('button', { name: 'Save pickup settings' })).toBeVisible()
      await expect(rows).toHaveCount(before + 1)
      await expect(page.getByText('You have unsaved changes.')).toBeVisible()
      await apiSettled(page)
      await saveScreenshot(page, `${SCREENS}/unsaved-pickup-windows-${width}.png`, { fullPage: true })
    })
  }

  for (const width of [390, 1280]) {
    test(`Change status asks before a note is lost at ${width} px`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width, height: 844 })
      const name = `Status ${uniqueTag()}`
      const booking = await createBooking(page.request, { customerName: name })
      await page.goto('/dashboard?tab=orders')
      await searchOrders(page, name)
      await expectAsksBeforeDiscarding(page, {
        open: async () => {
          await page.getByRole('button', { name: `More actions for ${orderNumber(booking.id)}` }).click()
          await page.getByRole('menuitem', { name: 'With a note or e-mail…' }).click()
          const dialog = page.getByRole('dialog', { name: 'Change status' })
          await expect(dialog).toBeVisible()
          return dialog
        },
        change: (dialog) => dialog.getByLabel('Note (optional)').fill('Ready on Friday'),
        kept: (dialog) => expect(dialog.getByLabel('Note (optional)')).toHaveValue('Ready on Friday'),
        shot: `discard-change-status-${width}`,
      })
    })

    test(`Mark picked up asks before the counts are lost at ${width} px, over Edit Booking, whose notes say the marker in words`, async ({
      adminPage: page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      const name = `Pickup ${uniqueTag()}`
      const booking = await createBooking(page.request, {
        customerName: name,
        bladesOver9Inches: 0,
        measurementType: 'pickup',
        knifeCount: 1,
        specialRequirements: 'Gate code 42',
      })
      const edit = await openEdit(page, name, booking.id)
      await expect(edit.getByText('1 knife, measure at pickup', { exact: true })).toBeVisible()
      await expect(edit.getByLabel('Notes from the customer')).toHaveValue('Gate code 42')
      await edit.getByLabel('Notes from the customer').scrollIntoViewIfNeeded()
      await apiSettled(page)
      await saveScreenshot(page, `${SCREENS}/edit-booking-notes-${width}.png`)
      await expectAsksBeforeDiscarding(page, {
        open: async () => {
          await edit.getByRole('button', { name: `Mark picked up ${orderNumber(booking.id)}` }).click()
          const dialog = page.getByRole('dialog', { name: 'Mark picked up' })
          await expect(dialog).toBeVisible()
          return dialog
        },
        change: (dialog) => dialog.getByLabel('Blades 7 to 9 inches').fill('3'),
        kept: (dialog) => expect(dialog.getByLabel('Blades 7 to 9 inches')).toHaveValue('3'),
        shot: `discard-picked-up-${width}`,
      })
      // Only the measuring was thrown away: Edit Booking is still open.
      await expect(edit).toBeVisible()
    })

    test(`Add Video asks before typed details are lost at ${width} px`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/dashboard?tab=videos')
      await expect(page.getByRole('heading', { name: 'Video Management' })).toBeVisible()
      await expectAsksBeforeDiscarding(page, {
        open: async () => {
          await page.getByRole('button', { name: 'Add Video' }).click()
          const dialog = page.getByRole('dialog', { name: 'Add Video' })
          await expect(dialog).toBeVisible()
          return dialog
        },
        change: (dialog) => dialog.getByLabel('Title').fill('Never saved'),
        kept: (dialog) => expect(dialog.getByLabel('Title')).toHaveValue('Never saved'),
        shot: `discard-add-video-${width}`,
      })
    })
  }
})
