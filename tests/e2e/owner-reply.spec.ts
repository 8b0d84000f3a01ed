import fs from 'node:fs'

import type { Page } from '@playwright/test'

import { createBooking, orderNumber, type CreatedBooking } from './support/admin-bookings.ts'
import { apiSettled } from './support/api-requests.ts'
import { expect, test } from './support/fixtures.ts'
import { signedInPage, startOwnServer, visitorPage, type OwnServer } from './support/own-server.ts'
import { readQueuedMessage } from './support/queued-mail.ts'
import { saveScreenshot } from './support/screenshots.ts'

/**
 * Issue 41 point 4, "Reply from the app", on a phone: the owner answers a message from the customer's order page
 * and an e-mail in the inbox without leaving the admin. Each reply goes out through the outbox, threaded under an
 * e-mail it answers; one about an order shows in its history and on the customer's order page. A server of its
 * own: the inbox journeys count every e-mail the shared one holds.
 */
const SHOTS = process.env.SHOTS ?? 'test-results/owner-reply-screens'
const INBOUND_TOKEN = 'e2e-reply-inbound-token-0123456789'

let server: OwnServer
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true })
  server = await startOwnServer(67, undefined, {
    env: {
      INBOUND_EMAIL_TOKEN: INBOUND_TOKEN,
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '100000',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '100000',
    },
  })
})
test.afterAll(async () => server?.stop())

const shot = async (page: Page, name: string, width: number) => {
  await page.setViewportSize({ width, height: 844 })
  await apiSettled(page)
  await saveScreenshot(page, `${SHOTS}/${name}-${width}.png`, { fullPage: true })
}
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true })

/** Opens the inbox message whose row shows `subject`, and answers its dialog. */
async function openMessage(page: Page, subject: string) {
  await page.goto('/dashboard?tab=communications')
  await page
    .getByRole('list', { name: 'Emails' })
    .getByRole('listitem')
    .filter({ hasText: subject })
    .getByRole('button')
    .click()
  return page.getByRole('dialog', { name: subject })
}

/** The order whose customer writes on its page, and the owner's answer (the first two journeys). */
let booking: CreatedBooking
const ANSWER = 'Hi Grace,\n\nYes, we come by at 5:30 pm. <b>See you then</b>.'
const timelineOf = (page: Page) => page.getByRole('region', { name: 'What has happened' })

test('the owner answers a message from the order page in its dialog, on a phone', async ({
  browser,
  expectAccessible,
}) => {
  test.slow()
  const owner = await signedInPage(browser, server, 390)
  booking = await createBooking(owner.request, {
    customerName: 'Grace Kelly',
    customerEmail: 'grace.reply@example.com',
  })

  const customer = await visitorPage(browser, server, 390)
  await customer.goto(`/orders/${booking.accessToken}`)
  await customer.getByLabel('Your message about this order').fill('Can you come after 5 pm? Gate code 1234.')
  await customer.getByRole('button', { name: 'Send message' }).click()
  await expect(timelineOf(customer)).toContainText('You wrote to us')

  const subject = `Message about order ${orderNumber(booking.id)}`
  const dialog = await openMessage(owner, subject)
  const field = dialog.getByLabel('Your reply')
  await expect(field).toHaveValue('Hi Grace,\n\n')
  await expect(dialog.getByRole('link', { name: 'Reply' })).toHaveCount(0)
  await expect(dialog).toContainText('You have not replied to this message yet.')
  await expectAccessible(owner, 'inbox: replying to a message, 390 px')
  await shot(owner, 'reply-form', 390)
  await shot(owner, 'reply-form', 1280)
  await owner.setViewportSize({ width: 390, height: 844 })

  // Blank is refused where it is written, and nothing is sent.
  await field.fill('   ')
  await expect(field).toHaveValue('   ')
  await dialog.getByRole('button', { name: 'Send reply' }).click()
  await expect(dialog.getByText('Please write a reply')).toBeVisible()
  await expect(field).toBeFocused()

  await field.fill(ANSWER)
  await dialog.getByRole('button', { name: 'Send reply' }).click()
  await expect(toast(owner, 'Reply sent')).toBeVisible()
  const thread = dialog.getByRole('list', { name: 'Replies' })
  await expect(thread).toContainText('Yes, we come by at 5:30 pm. <b>See you then</b>.')
  await expect(thread).toContainText('to grace.reply@example.com')
  await expect(thread.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(field).toHaveValue('Hi Grace,\n\n')
  await expectAccessible(owner, 'inbox: a message with its reply, 390 px')
  await shot(owner, 'reply-thread', 390)
  await shot(owner, 'reply-thread', 1280)
  await Promise.all([owner.context().close(), customer.context().close()])
})

test("the reply to the order page's message: e-mailed, in the order's history and on the order page", async ({
  browser,
  expectAccessible,
}) => {
  test.slow()
  // The e-mail the customer gets: the reply as written, escaped in its HTML, with the order's link.
  const mail = await readQueuedMessage(
    server.dataDir,
    `Re: Your message about order #${booking.id} (${orderNumber(booking.id)})`,
  )
  expect(mail.to).toMatchObject({ value: [{ address: 'grace.reply@example.com' }] })
  expect(mail.text).toContain('Yes, we come by at 5:30 pm. <b>See you then</b>.')
  expect(mail.text).toContain(`/orders/${booking.accessToken}`)
  expect(mail.html).toContain('&lt;b&gt;See you then&lt;/b&gt;')
  expect(mail.html).not.toContain('<b>See you then</b>')

  // The order's history.
  const owner = await signedInPage(browser, server, 390)
  await owner.goto(`/dashboard?tab=orders&orders-search=${orderNumber(booking.id)}`)
  await owner.getByRole('button', { name: `View or edit ${orderNumber(booking.id)}` }).click()
  const history = owner
    .getByRole('dialog', { name: 'Edit Booking' })
    .getByRole('list', { name: 'Order history' })
  await expect(history).toContainText('You replied')
  await expect(history).toContainText('Yes, we come by at 5:30 pm.')
  await expect(history).toContainText('Sent from the order page')
  await history.scrollIntoViewIfNeeded()
  await shot(owner, 'order-history-with-reply', 390)

  // The customer's order page: their message, then the reply, as text.
  const customer = await visitorPage(browser, server, 390)
  await customer.goto(`/orders/${booking.accessToken}`)
  const timeline = timelineOf(customer)
  await expect(timeline).toContainText('We replied')
  await expect(timeline).toContainText('Yes, we come by at 5:30 pm. <b>See you then</b>.')
  await expect(timeline.locator('b')).toHaveCount(0)
  // The booking's confirmation was e-mailed; the reply's own e-mail is not listed a second time.
  await expect(timeline.getByText('We e-mailed you')).toHaveCount(1)
  await expect(timeline).toContainText('Your booking confirmation')
  await expectAccessible(customer, 'order page with a reply, 390 px')
  await shot(customer, 'order-page-with-reply', 390)
  await shot(customer, 'order-page-with-reply', 1280)
  await Promise.all([owner.context().close(), customer.context().close()])
})

test('the owner answers an e-mail in the inbox: the reply is threaded under it', async ({
  browser,
  expectAccessible,
}) => {
  const owner = await signedInPage(browser, server, 390)
  const raw = [
    'From: Tom Becker <tbecker@example.net>',
    'To: hello@sharpedge.example',
    'Subject: Do you sharpen scissors?',
    'Message-ID: <scissors-1@mail.example.net>',
    'Date: Wed, 14 Jan 2026 09:30:00 -0500',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'I have two pairs of fabric scissors.',
    '',
  ].join('\r\n')
  const delivered = await owner.request.post('/api/inbound/email', {
    data: raw,
    headers: { authorization: `Bearer ${INBOUND_TOKEN}`, 'content-type': 'message/rfc822' },
  })
  expect(delivered.status(), await delivered.text()).toBe(201)

  const dialog = await openMessage(owner, 'Do you sharpen scissors?')
  await expect(dialog).toContainText('I have two pairs of fabric scissors.')
  const field = dialog.getByLabel('Your reply')
  await expect(field).toHaveValue('Hi Tom,\n\n')
  // Focused by keyboard, the caret waits after the greeting.
  await field.focus()
  await field.pressSequentially('Yes, $5 a pair.')
  await dialog.getByRole('button', { name: 'Send reply' }).click()
  await expect(toast(owner, 'Reply sent')).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Replies' })).toContainText('Yes, $5 a pair.')
  await expectAccessible(owner, 'inbox: an e-mail with its reply, 390 px')
  await shot(owner, 'email-reply-thread', 390)

  const mail = await readQueuedMessage(server.dataDir, 'Re: Do you sharpen scissors?')
  expect(mail.to).toMatchObject({ value: [{ address: 'tbecker@example.net' }] })
  expect(mail.inReplyTo).toBe('<scissors-1@mail.example.net>')
  expect([mail.references].flat()).toEqual(['<scissors-1@mail.example.net>'])
  expect(mail.text).toMatch(/^Hi Tom,\n\nYes, \$5 a pair\./)
  expect(mail.text).toContain('> I have two pairs of fabric scissors.')
  await owner.context().close()
})
