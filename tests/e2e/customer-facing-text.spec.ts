import type { Page } from '@playwright/test'

import {
  createBooking,
  openConfirmation,
  orderNumber,
  searchOrders,
  uniqueTag,
} from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** A valid address 200 characters long with no place to break: 64 + 1 + 60 + 1 + 60 + 1 + 9 + 4. */
const longEmail = (tag: string) =>
  `${tag}${'a'.repeat(64 - tag.length)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(9)}.com`

async function searchByEmail(page: Page, email: string) {
  const card = page.getByRole('region', { name: 'Email Address' })
  await card.getByLabel('Email address', { exact: true }).fill(email)
  await card.getByRole('button', { name: 'Search' }).click()
}

test.describe('text customers read', () => {
  test('a 200-character e-mail breaks instead of widening the receipt or the search at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const email = longEmail(uniqueTag())
    expect(email).toHaveLength(200)
    const booking = await createBooking(page.request, { customerName: 'Long Address', customerEmail: email })
    await openConfirmation(page, booking)
    await expect(page.getByText(email)).toBeVisible()
    expect(await fitsTheScreen(page)).toBe(true)

    await page.goto('/order-search')
    await searchByEmail(page, email)
    await expect(page.getByRole('heading', { name: `Order #${booking.id}` })).toBeVisible()
    expect(await fitsTheScreen(page)).toBe(true)
  })

  test('a pickup order reads "4 knives, measured at pickup" on the receipt and in the search', async ({
    page,
  }) => {
    const PHRASE = '4 knives, measured at pickup'
    const email = `${uniqueTag()}.pickup@example.com`
    const booking = await createBooking(page.request, {
      customerName: 'Pia Pickup',
      customerEmail: email,
      bladesOver9Inches: 0,
      measurementType: 'pickup',
      knifeCount: 4,
      specialRequirements: 'MEASURE ON PICKUP - 4 knives total. Gate code 42',
    })
    await openConfirmation(page, booking)
    // The receipt's price line says it in plain words, with the count.
    const line = page.getByRole('row', { name: /^4 knives, measured at pickup/ })
    await expect(line.getByText(PHRASE, { exact: true })).toBeVisible()
    await expect(line.getByRole('cell').filter({ hasText: /^4$/ })).toHaveCount(1)
    await expect(page.getByText('Gate code 42')).toBeVisible()
    await expect(page.getByText(/MEASURE ON PICKUP/)).toHaveCount(0)

    await page.goto('/order-search')
    await searchByEmail(page, email)
    const result = page.getByRole('article', { name: `Order #${booking.id}` })
    await expect(result.getByText(PHRASE, { exact: true })).toBeVisible()
    await expect(page.getByText(/MEASURE ON PICKUP/)).toHaveCount(0)
  })

  test('the pickup form shows the server’s sentence on a 429, and measuring is promised only at pickup', async ({
    page,
  }) => {
    const wait = 'Too many bookings from this address. Please wait 7 minutes and try again.'
    await page.route('**/api/bookings', (route) =>
      route.fulfill({ status: 429, json: { error: wait, code: 'RATE_LIMITED' } }),
    )
    await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rita Rate')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rita@example.com')
    await page.getByRole('button', { name: 'Create Booking' }).click()
    await expect(page.getByText('Booking Failed')).toBeVisible()
    await expect(page.getByText(wait)).toBeVisible()
    await expect(page.getByText(/There was an error creating your booking/)).toHaveCount(0)
    await page.unrouteAll()

    await gotoDrawn(page, '/booking-dashboard?measurementType=self')
    await page.getByLabel('4 to 6 inches', { exact: true }).selectOption('1')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Self')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${uniqueTag()}@example.com`)
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page.getByText("We'll contact you soon to arrange pickup.")).toBeVisible()
    await expect(page.getByText(/measure your knives/)).toHaveCount(0)
  })

  test('"hello" is refused as a phone on the form with a clear message', async ({ page }) => {
    await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Phone')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('pat@example.com')
    await page.getByLabel('Phone', { exact: true }).fill('hello')
    await page.getByRole('button', { name: 'Create Booking' }).click()
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      /10-digit US phone number/,
    )
  })

  test('"hello" is refused as a phone on the detailed form too, and the booking is not made', async ({
    page,
  }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings') posted = true
    })
    await gotoDrawn(page, '/booking-dashboard?measurementType=self')
    await page.getByLabel('7 to 9 inches', { exact: true }).selectOption('1')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Phone')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('pat@example.com')
    await page.getByLabel('Phone', { exact: true }).fill('hello')
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      /10-digit US phone number/,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toHaveCount(0)
    expect(posted).toBe(false)
  })

  test('the Change status dialog with a long note keeps its buttons reachable at 1280 px', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    const tag = uniqueTag()
    const booking = await createBooking(page.request, { customerName: `Nora Note ${tag}` })
    await page.goto(`/dashboard?tab=orders`)
    await searchOrders(page, tag)
    await page.getByRole('button', { name: `More actions for ${orderNumber(booking.id)}` }).click()
    await page.getByRole('menuitem', { name: 'With a note or e-mail…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change status' })
    await dialog
      .getByLabel('Note (optional)')
      .fill(`${'Picked up, sharp edge wanted. '.repeat(20)}${'x'.repeat(120)}`)
    const box = (await dialog.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(600)
    expect(box.x + box.width).toBeLessThanOrEqual(1280)
    const update = dialog.getByRole('button', { name: 'Update Status' })
    await update.scrollIntoViewIfNeeded()
    await expect(update).toBeInViewport()
  })
})
