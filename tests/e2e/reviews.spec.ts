import type { Page } from '@playwright/test'

import { openAdminSection } from './support/admin-navigation.ts'
import { expect, test } from './support/fixtures.ts'
import { signedInPage, startOwnServer, visitorPage, type OwnServer } from './support/own-server.ts'
import { readQueuedMail, readQueuedMailTo } from './support/queued-mail.ts'
import { saveScreen, saveScreenshot, screenPath } from './support/screenshots.ts'

/**
 * Issue 43 point 5 to 7: a customer who agreed to our e-mails has their order paid, the review request arrives,
 * they rate it on its page, the owner approves it in Reviews, and the landing page shows it with its average and
 * the schema.org AggregateRating. A customer who did not tick the reminder box is asked too, and their unsubscribe
 * link stops it, which the owner sees. On a server of its own: an approved review changes every visitor's landing
 * page.
 */
/** The same screen at 390 px and at 1,280 px, back at 390 px after. */
async function screenshotsAtBothWidths(page: Page, name: string) {
  await saveScreen(page, `${name}-390`)
  await page.setViewportSize({ width: 1280, height: 800 })
  await saveScreen(page, `${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
}
const CONTACT = {
  customerPhone: '(407) 555-0177',
  streetAddress: '7 Magnolia Way',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  bladesOver9Inches: 2,
  bladesUnder4Inches: 1,
}
// A comment that tries to close the JSON-LD's script element.
const COMMENT = 'Sharp as new </script><script>alert(1)</script> & quick!'

let server: OwnServer | undefined
test.afterEach(async () => {
  await server?.stop()
  server = undefined
})

test('paid order → review request → the review → approved → on the landing page with its rating', async ({
  browser,
  serverDatabaseUrl,
  expectAccessible,
}) => {
  // Two pages, two widths and five accessibility scans on a shared two-core machine.
  test.setTimeout(300_000)
  // An offset far from the others (own-server.ts lists them), so no other spec's server shares its port.
  server = await startOwnServer(120, serverDatabaseUrl)
  const visitor = await visitorPage(browser, server, 390)
  const booked = await visitor.request.post('/api/bookings', {
    data: {
      customerName: 'Rosa Parks',
      customerEmail: 'rosa.reviews@example.com',
      ...CONTACT,
      rebookReminder: true,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const order = (await booked.json()) as { id: number; accessToken: string }

  // Before any approved review the landing page has no reviews section and no rating for search engines.
  await visitor.goto('/')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByRole('heading', { name: 'What our neighbors say' })).toHaveCount(0)
  await expect(visitor.locator('script[type="application/ld+json"]')).toHaveCount(0)

  // The owner settles the balance; the payment makes the order paid and queues the review request.
  const owner = await signedInPage(browser, server, 390)
  const { name: business } = (await (await owner.request.get('/api/public/business')).json()) as {
    name: string
  }
  const paid = await owner.request.post(`/api/bookings/${order.id}/payments`, {
    data: { amount: '22.00', method: 'cash' },
  })
  expect(paid.status(), await paid.text()).toBe(201)
  const mail = await readQueuedMail(server.dataDir, `How did we do? Rate your sharpening, ${business}`)
  const link = /https?:\/\/\S+\/orders\/[A-Za-z0-9_-]+\/review/.exec(mail)?.[0]
  expect(link).toBe(`${server.baseURL}/orders/${order.accessToken}/review`)
  expect(mail).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]+/)

  // The customer rates it: the stars are a radio group the keyboard works.
  await visitor.goto(link!)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Rate your sharpening' })).toBeVisible()
  await expect(visitor.getByText(`How did we do with order #${order.id}?`)).toBeVisible()
  await visitor.getByRole('button', { name: 'Send my review' }).click()
  await expect(visitor.getByText('Please choose from 1 to 5 stars')).toBeVisible()
  const stars = visitor.getByRole('radiogroup', { name: 'Your rating' })
  await expectAccessible(visitor, 'review page: the form with a message, 390 px')
  await stars.getByRole('radio', { name: '1 star' }).focus()
  await visitor.keyboard.press('ArrowRight')
  await visitor.keyboard.press('ArrowRight')
  await visitor.keyboard.press('ArrowRight')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(visitor.getByText('4 stars out of 5.')).toBeVisible()
  await visitor.getByLabel('Comment (optional)').fill(COMMENT)
  await visitor.getByRole('checkbox', { name: 'You may publish my review on your website' }).check()
  await screenshotsAtBothWidths(visitor, 'review-form')
  await visitor.getByRole('button', { name: 'Send my review' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible()
  await expect(visitor.getByText(COMMENT)).toBeVisible()
  await expectAccessible(visitor, 'review page: thank you')
  await screenshotsAtBothWidths(visitor, 'review-thanks')

  // The owner reads it in Reviews and approves it.
  await owner.goto('/admin?tab=workflow')
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Workflow Board')
  await openAdminSection(owner, 'Reviews')
  const waiting = owner.getByRole('tabpanel', { name: 'Waiting' })
  await expect(waiting.getByText(COMMENT)).toBeVisible()
  await expect(waiting.getByText('May publish as Rosa P.')).toBeVisible()
  await expect(waiting.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
  await expectAccessible(owner, 'reviews: waiting, 390 px')
  await screenshotsAtBothWidths(owner, 'admin-reviews')
  await waiting.getByRole('button', { name: 'Approve the review by Rosa Parks' }).click()
  await expect(owner.getByText('Review approved')).toBeVisible()
  await expect(waiting.getByText('No reviews are waiting for you.')).toBeVisible()
  await owner.getByRole('tab', { name: 'Approved' }).click()
  await expect(owner.getByRole('tabpanel', { name: 'Approved' }).getByText(COMMENT)).toBeVisible()

  // The landing page: the review, its average, and the JSON-LD that matches the API.
  const api = (await (await visitor.request.get('/api/public/reviews')).json()) as {
    average: number
    count: number
  }
  expect(api).toMatchObject({ average: 4, count: 1 })
  await visitor.goto('/')
  const section = visitor.getByRole('region', { name: 'What our neighbors say' })
  await expect(section).toBeVisible()
  await expect(section.getByText('4.0 out of 5')).toBeVisible()
  await expect(section.getByText('from 1 review')).toBeVisible()
  await expect(section.getByText(COMMENT)).toBeVisible()
  await expect(section.getByText('Rosa P.')).toBeVisible()
  const scripts = visitor.locator('script[type="application/ld+json"]')
  await expect(scripts).toHaveCount(1)
  const text = (await scripts.textContent()) ?? ''
  expect(text).not.toContain('<')
  const jsonLd = JSON.parse(text) as {
    '@type': string
    name: string
    aggregateRating: { '@type': string; ratingValue: number; reviewCount: number }
    review: { reviewBody: string; author: { name: string } }[]
  }
  expect(jsonLd).toMatchObject({
    '@type': 'LocalBusiness',
    name: business,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: api.average, reviewCount: api.count },
  })
  expect(jsonLd.review[0]).toMatchObject({ reviewBody: COMMENT, author: { name: 'Rosa P.' } })
  await section.scrollIntoViewIfNeeded()
  await expectAccessible(visitor, 'landing: reviews section, 390 px')
  await saveScreenshot(section, screenPath('landing-reviews-390'))
  await visitor.setViewportSize({ width: 1280, height: 800 })
  await saveScreenshot(section, screenPath('landing-reviews-1280'))

  // Reports: the average rating among the customers-who-come-back figures.
  await openAdminSection(owner, 'Reports')
  const comeback = owner.getByRole('region', { name: 'Customers who come back' })
  await expect(comeback.getByRole('group', { name: 'Average rating' })).toContainText('4.0 / 5')
  await expect(comeback.getByRole('group', { name: 'Repeat customers' })).toContainText('0%')
  await expectAccessible(owner, 'reports: customers who come back, 390 px')
  await saveScreenshot(comeback, screenPath('reports-comeback-390'))
  await owner.setViewportSize({ width: 1280, height: 800 })
  await saveScreenshot(comeback, screenPath('reports-comeback-1280'))

  // A customer who did not tick the reminder box is asked for a review all the same.
  const sam = 'sam.no-reminders@example.com'
  const unticked = await visitor.request.post('/api/bookings', {
    data: { customerName: 'Sam Lee', customerEmail: sam, ...CONTACT },
  })
  expect(unticked.status(), await unticked.text()).toBe(201)
  const second = (await unticked.json()) as { id: number; accessToken: string }
  const paidToo = await owner.request.post(`/api/bookings/${second.id}/payments`, {
    data: { amount: '22.00', method: 'cash' },
  })
  expect(paidToo.status(), await paidToo.text()).toBe(201)
  const request = await readQueuedMailTo(
    server.dataDir,
    `How did we do? Rate your sharpening, ${business}`,
    sam,
  )
  expect(request).toContain(`${server.baseURL}/orders/${second.accessToken}/review`)
  const unsubscribe = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(request)?.[0]
  expect(unsubscribe).toBeDefined()

  // Its unsubscribe link says what it stops, and stops it.
  await visitor.setViewportSize({ width: 390, height: 844 })
  await visitor.goto(unsubscribe!)
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Stop reminders and review requests?' }),
  ).toBeVisible()
  await expect(
    visitor.getByText(/^We e-mail s•+@example\.com to ask for a review when an order is paid\./),
  ).toBeVisible()
  await expectAccessible(visitor, 'unsubscribe: review requests only, 390 px')
  await screenshotsAtBothWidths(visitor, 'unsubscribe-review-requests')
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible()
  await expect(visitor.getByText(/any more sharpening reminders or review requests/)).toBeVisible()

  // The owner sees it in the customer's details, with no way to change it.
  await owner.goto('/dashboard?tab=customers')
  await owner.getByRole('button', { name: 'View Details for Sam Lee' }).click()
  const details = owner.getByRole('dialog', { name: 'Sam Lee' })
  await expect(details).toContainText('Unsubscribed from reminders and review requests')
  await expect(details.getByRole('checkbox')).toHaveCount(0)
  await expectAccessible(owner, 'customer details: unsubscribed, 1,280 px')
  await owner.setViewportSize({ width: 390, height: 844 })
  await screenshotsAtBothWidths(owner, 'customer-details-unsubscribed')
})
