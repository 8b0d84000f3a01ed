import path from 'node:path'

import type { Page } from '@playwright/test'
import SQLite from 'better-sqlite3'

import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'
import { signedInPage, startOwnServer, visitorPage, type OwnServer } from './support/own-server.ts'
import { readQueuedMail } from './support/queued-mail.ts'
import { saveScreen, saveScreenshot, screenPath } from './support/screenshots.ts'

/**
 * Issue 43: a customer asks for the sharpening-due reminder when booking, the reminder comes a while after the
 * order was done, "Book again" in it fills in the form, and its unsubscribe link stops further reminders. The
 * server's own daily round queues it: from midnight (REMINDER_LOCAL_HOUR=0), once a day in each process, its job
 * looking a second after start rather than a minute (REMINDER_CHECK_SECONDS=1). So the spec has a server of its
 * own, started again on the same data once the order is old enough, whose first look finds it due.
 */

const select = (page: Page, label: string, count: number) =>
  page.getByLabel(label, { exact: true }).selectOption(String(count))
const consent = (page: Page) =>
  page.getByRole('checkbox', { name: 'E-mail me when my knives are due for sharpening again' })
const bookingResponse = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  )
const DAY_MS = 24 * 60 * 60 * 1000
const OWN_SERVER = { env: { REMINDER_LOCAL_HOUR: '0', REMINDER_CHECK_SECONDS: '1' } }

let server: OwnServer | undefined
test.afterEach(async () => {
  await server?.stop()
  server = undefined
})

test('consent at booking → reminder e-mail → "Book again" → a new booking; the unsubscribe page', async ({
  browser,
  expectAccessible,
}) => {
  // Two servers and a booking twice, on a shared two-core machine.
  test.setTimeout(180_000)
  server = await startOwnServer(58, undefined, OWN_SERVER)
  let page = await visitorPage(browser, server, 390)

  await gotoDrawn(page, '/booking-dashboard?measurementType=self')
  await select(page, '9 inches and over', 2)
  await select(page, 'Under 4 inches', 1)
  await select(page, 'Stropping', 1)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Parks')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rosa.rebook@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('(407) 555-0177')
  await page.getByLabel('Street address', { exact: true }).fill('7 Magnolia Way')
  await expect(consent(page)).not.toBeChecked()
  await consent(page).check()
  await expectAccessible(page, 'detailed form: contact step with the reminder consent, 390 px')
  await saveScreen(page, 'rebook-consent-390')
  const created = bookingResponse(page)
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  const first = (await (await created).json()) as { id: number; customerId: number; accessToken: string }
  expect((await created).status()).toBe(201)

  // The owner finishes the order and sees the customer's choice, read-only.
  const owner = await signedInPage(browser, server, 1280)
  const done = await owner.request.patch(`/api/bookings/${first.id}/status`, { data: { status: 'paid' } })
  expect(done.status(), await done.text()).toBe(200)
  const customer = await owner.request.get(`/api/customers/${first.customerId}`)
  expect(await customer.json()).toMatchObject({ remindersOptIn: true })
  const { name: business } = (await (await owner.request.get('/api/public/business')).json()) as {
    name: string
  }
  await owner.goto('/dashboard?tab=customers')
  await owner.getByRole('button', { name: 'View Details for Rosa Parks' }).click()
  const details = owner.getByRole('dialog', { name: 'Rosa Parks' })
  await expect(details).toContainText('Wants an e-mail when their knives are due for sharpening again')
  await expect(details.getByRole('checkbox')).toHaveCount(0)
  await saveScreen(owner, 'customer-details-1280')
  await owner.setViewportSize({ width: 390, height: 844 })
  await saveScreen(owner, 'customer-details-390')
  await owner.keyboard.press('Escape')
  await owner.goto('/dashboard?tab=settings')
  const reminders = owner.getByRole('region', { name: 'Reminders' })
  const days = reminders.getByLabel('Remind after (days)')
  const saveButton = reminders.getByRole('button', { name: 'Save reminder settings' })
  await expect(days).toHaveValue('120')
  await expect(reminders.getByLabel('Ask customers for a review when an order is paid')).toBeChecked()
  await days.fill('20')
  await saveButton.click()
  await expect(reminders).toContainText('Remind after must be a whole number of days from 30 to 365')
  await days.fill('90')
  await saveButton.click()
  await expect(reminders).toContainText('Sharpening-due reminder after (days): 120 → 90')
  await expectAccessible(owner, 'settings: reminders, 390 px')
  await saveScreenshot(reminders, screenPath('settings-reminders-390'))
  await owner.setViewportSize({ width: 1280, height: 800 })
  await saveScreenshot(reminders, screenPath('settings-reminders-1280'))
  await owner.context().close()
  await page.context().close()

  // 130 days later (the order made back then), the server's daily round finds it due.
  await server.stop({ keepData: true })
  const database = new SQLite(path.join(server.dataDir, 'app.db'))
  database.prepare('update bookings set created_at = created_at - ? where id = ?').run(130 * DAY_MS, first.id)
  database.close()
  server = await startOwnServer(58, undefined, { ...OWN_SERVER, dataDir: server.dataDir })
  const reminder = await readQueuedMail(
    server.dataDir,
    `Time to sharpen your knives again? ${business}`,
    30_000,
  )
  const bookAgain = /http:\/\/\S+\/book\?again=[A-Za-z0-9_-]+/.exec(reminder)?.[0]
  const unsubscribe = /http:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(reminder)?.[0]
  expect(bookAgain).toBe(`${server.baseURL}/book?again=${first.accessToken}`)
  expect(unsubscribe).toBeDefined()

  // "Book again": the form as the order was, to check and send at today's prices.
  page = await visitorPage(browser, server, 390)
  await page.goto(bookAgain!)
  await expect(page.getByRole('heading', { level: 1, name: 'Book again' })).toBeVisible()
  await expect(page.getByText(`Filled in from your order #${first.id}`)).toBeVisible()
  await expect(page.getByLabel('9 inches and over', { exact: true })).toHaveValue('2')
  await expect(page.getByLabel('Under 4 inches', { exact: true })).toHaveValue('1')
  await expect(page.getByLabel('Stropping', { exact: true })).toHaveValue('1')
  await expectAccessible(page, 'book again: knives step, 390 px')
  await saveScreen(page, 'book-again-390')
  await page.setViewportSize({ width: 1280, height: 800 })
  await saveScreen(page, 'book-again-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await select(page, '7 to 9 inches', 1)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Rosa Parks')
  await expect(page.getByLabel('Street address', { exact: true })).toHaveValue('7 Magnolia Way')
  await expect(consent(page)).not.toBeChecked()
  await consent(page).check()
  const again = bookingResponse(page)
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  expect((await again).status()).toBe(201)
  // 2 × $9 + 1 × $8 + 1 × $4 and stropping $3, at the price list of today.
  expect(await (await again).json()).toMatchObject({
    customerEmail: 'rosa.rebook@example.com',
    totalKnives: 4,
    estimatedPrice: '33.00',
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible()

  // The order page of the first order offers the same.
  await page.goto(`/orders/${first.accessToken}`)
  await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute(
    'href',
    `/book?again=${first.accessToken}`,
  )
  await saveScreen(page, 'order-page-book-again-390')
  await page.setViewportSize({ width: 1280, height: 800 })
  await saveScreen(page, 'order-page-book-again-1280')

  // The unsubscribe link: the choice, one button, and no more reminders.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(unsubscribe!)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop reminders and review requests?' }),
  ).toBeVisible()
  await expect(page.getByText(/We e-mail r•+@example\.com when your knives are due/)).toBeVisible()
  await expectAccessible(page, 'unsubscribe: the choice, 390 px')
  await saveScreen(page, 'unsubscribe-390')
  await page.setViewportSize({ width: 1280, height: 800 })
  await saveScreen(page, 'unsubscribe-1280')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible()
  await expectAccessible(page, 'unsubscribe: done')
  await saveScreen(page, 'unsubscribed-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await saveScreen(page, 'unsubscribed-390')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible()
})
