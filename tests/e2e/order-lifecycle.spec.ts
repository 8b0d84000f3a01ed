import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import type { Browser, Page } from '@playwright/test'

import { orderNumber, searchOrders } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'
import { chooseDay } from './support/pickup-days.ts'
import { signedInPage, startPickupServer, visitorPage, type OwnServer } from './support/own-server.ts'
import { orderLinkIn, readQueuedMail, readQueuedMessage } from './support/queued-mail.ts'
import { savePdfPictures, saveScreenshot } from './support/screenshots.ts'

/**
 * Issue 42 point 7: an order's whole life at 390 px, the customer's and the owner's sides, on a server of its own
 * with pickup windows (every day 09:00-12:00 for 2, 13:00-16:00 for 1): booked by knife count, picked up and
 * measured, the final price on the order page, completed, a return time chosen by the customer, the invoice
 * e-mailed with its PDF, two payments, paid with a receipt and nothing left to pay.
 */
const SHOTS = process.env.SHOTS ?? 'test-results/lifecycle-screens'
const ZONE = 'America/New_York'

let server: OwnServer
test.describe.configure({ mode: 'serial' })
test.beforeAll(async ({ browser, serverDatabaseUrl }) => {
  fs.mkdirSync(SHOTS, { recursive: true })
  server = await startPickupServer(browser, 58, serverDatabaseUrl)
})
test.afterAll(async () => server?.stop())

const dateAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: ZONE })
const PICKUP_DATE = dateAhead(2)
const RETURN_DATE = dateAhead(4)

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true })

const shot = async (page: Page, name: string, width: number) => {
  await page.setViewportSize({ width, height: 844 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await saveScreenshot(page, `${SHOTS}/${name}-${width}.png`, { fullPage: true })
}

async function bookByKnifeCount(customer: Page): Promise<{ id: number; token: string }> {
  await gotoDrawn(customer, '/booking-dashboard?measurementType=pickup')
  await customer.getByLabel('Number of knives', { exact: true }).selectOption('5')
  await customer.getByRole('button', { name: 'Continue' }).click()
  await customer.getByRole('textbox', { name: 'Name', exact: true }).fill('Katherine Johnson')
  await customer.getByRole('textbox', { name: 'Email', exact: true }).fill('katherine@example.com')
  await customer.getByLabel('Phone', { exact: true }).fill('407-555-0177')
  await customer.getByLabel('Street address', { exact: true }).fill('8 Orange Ave')
  await customer.getByLabel('ZIP code', { exact: true }).fill('32804')
  await chooseDay(customer, PICKUP_DATE)
  await customer
    .getByRole('group', { name: /^Time on / })
    .getByRole('radio', { name: /9:00 AM to 12:00 PM/ })
    .check()
  await customer.getByRole('button', { name: 'Create Booking' }).click()
  await expect(customer.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const url = new URL(customer.url())
  return { id: Number(url.pathname.split('/').at(-1)), token: url.hash.slice(1) }
}

/** The owner's order dialog, opened from the list's card on a phone. */
async function openOrder(owner: Page, id: number) {
  await owner.goto('/dashboard?tab=orders')
  await searchOrders(owner, orderNumber(id))
  await owner.getByRole('button', { name: `View or edit ${orderNumber(id)}` }).click()
  return owner.getByRole('dialog', { name: 'Edit Booking' })
}

/** The route sheet as printed (window.print stubbed, the page printed to PDF): its text, and a picture of it. */
async function printedRouteSheet(owner: Page): Promise<string> {
  await owner.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await owner.getByRole('button', { name: 'Print route sheet' }).click()
  await expect(owner.locator('body')).toHaveAttribute('data-print', 'schedule')
  const pdf = test.info().outputPath('route-sheet.pdf')
  await owner.pdf({ path: pdf, format: 'Letter' })
  savePdfPictures(pdf, `${SHOTS}/route-sheet`, { dpi: 60, onlyFirstPage: true })
  await owner.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })
}

async function newPages(browser: Browser) {
  return {
    customer: await visitorPage(browser, server, 390),
    owner: await signedInPage(browser, server, 390),
  }
}

test('an order from booking by knife count to paid, with a return time, on a phone', async ({
  browser,
  expectAccessible,
}) => {
  // Two people's screens, e-mails, a PDF and axe scans: a slow machine needs more than the default 30 s.
  test.slow()
  const { customer, owner } = await newPages(browser)
  const order = await bookByKnifeCount(customer)
  const number = `#${order.id} (${orderNumber(order.id)})`

  // Picked up, measured: 2 + 1 + 1 + 1 knives and 2 nick repairs, $38.00.
  const dialog = await openOrder(owner, order.id)
  await dialog.getByRole('button', { name: `Mark picked up ${orderNumber(order.id)}` }).click()
  const measure = owner.getByRole('dialog', { name: 'Mark picked up' })
  await measure.getByLabel('Blades 9 inches and over').fill('2')
  await measure.getByLabel('Blades 7 to 9 inches').fill('1')
  await measure.getByLabel('Blades 4 to 6 inches').fill('1')
  await measure.getByLabel('Blades under 4 inches').fill('1')
  await measure.getByLabel('Nick repairs').fill('2')
  await measure.getByRole('button', { name: 'Mark picked up' }).click()
  await expect(toast(owner, 'Marked picked up')).toBeVisible()
  await owner.keyboard.press('Escape')

  const orderPage = `/orders/${order.token}`
  await customer.goto(orderPage)
  await expect(customer.getByTestId('final-price')).toHaveText('$38.00')
  await expect(customer.getByRole('region', { name: 'Return time' })).toHaveCount(0)

  // Completed: the customer is asked for a return time by e-mail, with the link to the order page.
  await owner.getByRole('button', { name: `More actions for ${orderNumber(order.id)}` }).click()
  await owner.getByRole('menuitem', { name: 'Mark as Completed' }).click()
  await expect(toast(owner, 'Booking status has been updated successfully.')).toBeVisible()
  const request = await readQueuedMail(
    server.dataDir,
    `Your knives are ready: choose a return time for order ${number}`,
  )
  expect(request).toContain('Please choose a time for us to bring them back on your order page')
  expect(orderLinkIn(request)).toBe(`${server.baseURL}${orderPage}`)

  await customer.goto(orderLinkIn(request))
  const section = customer.getByRole('region', { name: 'Return time' })
  await expect(section).toContainText('Your knives are sharp and ready.')
  await chooseDay(section, RETURN_DATE)
  await section
    .getByRole('group', { name: /^Time on / })
    .getByRole('radio', { name: /1:00 PM to 4:00 PM/ })
    .check()
  await expectAccessible(customer, 'order page: choosing a return time, 390 px')
  await shot(customer, 'order-page-return-choosing', 390)
  await customer.setViewportSize({ width: 390, height: 844 })
  await section.getByRole('button', { name: 'Save return time' }).click()
  await expect(customer.getByText('Return time saved').first()).toBeVisible()
  await expect(section).toContainText('We bring your knives back')
  await expect(section).toContainText('1:00 PM to 4:00 PM')
  await expect(section.getByRole('button', { name: 'Change return time' })).toBeVisible()
  await expectAccessible(customer, 'order page: a return time chosen, 390 px')
  await shot(customer, 'order-page-return', 390)
  await shot(customer, 'order-page-return', 1280)

  // The owner's Schedule that day: the return among the stops, marked, and on the printed route sheet.
  await owner.goto(`/booking-dashboard?tab=schedule&date=${RETURN_DATE}&view=day`)
  const stop = owner.getByRole('listitem').filter({ hasText: orderNumber(order.id) })
  await expect(stop).toContainText('Return')
  await expect(stop).toContainText('Bring back the sharpened knives')
  await expect(owner.locator('#main-content').getByText('0 pickups, 1 return')).toBeVisible()
  await expectAccessible(owner, 'schedule: a day with a return, 390 px')
  await shot(owner, 'schedule-return', 390)
  await shot(owner, 'schedule-return', 1280)
  const sheet = await printedRouteSheet(owner)
  expect(sheet).toContain('RETURN')
  expect(sheet).toContain(orderNumber(order.id))
  await owner.setViewportSize({ width: 390, height: 844 })

  // The invoice, e-mailed with its PDF: the PDF's own text carries the figures.
  const orderDialog = await openOrder(owner, order.id)
  const returnEditor = orderDialog.getByRole('region', { name: 'Return time' })
  await expect(returnEditor).toContainText('1:00 PM to 4:00 PM')
  await expectAccessible(owner, 'orders: edit dialog with a return time, 390 px')
  await saveScreenshot(returnEditor, `${SHOTS}/dialog-return-390.png`)
  await owner.setViewportSize({ width: 1280, height: 900 })
  await saveScreenshot(returnEditor, `${SHOTS}/dialog-return-1280.png`)
  await owner.setViewportSize({ width: 390, height: 844 })
  const payments = orderDialog.getByRole('region', { name: 'Payments' })
  await payments.getByRole('button', { name: 'E-mail invoice' }).click()
  await expect(toast(owner, 'Invoice sent')).toBeVisible()
  const invoice = await readQueuedMessage(server.dataDir, `Invoice for order ${number}`)
  expect(invoice.text).toContain('Total $38.00, paid $0.00, balance due $38.00.')
  const attachment = invoice.attachments.find((file) => file.contentType === 'application/pdf')!
  const pdfPath = test.info().outputPath('invoice.pdf')
  fs.writeFileSync(pdfPath, attachment.content)
  const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
  expect(pdfText).toContain(`Invoice number: ${orderNumber(order.id)}`)
  expect(pdfText).toContain('Katherine Johnson')
  expect(pdfText).toMatch(/Total\s+\$38\.00/)
  expect(pdfText).toMatch(/Balance due\s+\$38\.00/)

  // Two payments: part now, the rest with a tip; the second settles it.
  await payments.getByLabel('Amount ($)').fill('20')
  await payments.getByLabel('Method').selectOption('cash')
  await payments.getByRole('button', { name: 'Record payment' }).click()
  await expect(toast(owner, 'Payment recorded')).toBeVisible()
  await expect(payments.getByLabel('Amount ($)')).toHaveValue('18.00')
  await payments.getByLabel('Method').selectOption('card')
  await payments.getByLabel('Tip ($)').fill('5')
  await payments.getByRole('button', { name: 'Record payment' }).click()
  await expect(toast(owner, 'Paid in full')).toBeVisible()
  await expect(orderDialog.getByText('Paid', { exact: true }).first()).toBeVisible()

  const receipt = await readQueuedMail(server.dataDir, `Receipt: order ${number} is paid`)
  expect(receipt).toContain('Total paid: $38.00 plus $5.00 in tips. Balance due: $0.00.')
  await customer.setViewportSize({ width: 390, height: 844 })
  await customer.goto(orderPage)
  await expect(customer.getByTestId('amount-paid')).toHaveText('$38.00')
  await expect(customer.getByTestId('balance-due')).toHaveText('$0.00')
  // Paid, the return still shows; it is no longer changed here.
  await expect(customer.getByRole('region', { name: 'Return time' })).toContainText('1:00 PM to 4:00 PM')
  await expect(customer.getByRole('button', { name: 'Change return time' })).toHaveCount(0)
  await shot(customer, 'order-page-paid', 390)
  await customer.context().close()
  await owner.context().close()
})
