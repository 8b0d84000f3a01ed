import type { APIRequestContext, Page } from '@playwright/test'

import { createBooking, openConfirmation } from './support/admin-bookings.ts'
import { TEST_ADMIN } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'
import { signedInPage, startOwnServer, visitorPage, type OwnServer } from './support/own-server.ts'
import { saveScreen, saveScreenshot, screenPath } from './support/screenshots.ts'

/**
 * The owner changes the price list and the business profile in Settings; customers see them at once. This spec
 * changes what every other spec reads, so it has a server of its own (and runs beside the others), and each
 * journey puts every setting back as it found it, for the next.
 */

const settingsTab = (page: Page) => page.goto('/dashboard?tab=settings')
const pricesCard = (page: Page) => page.getByRole('region', { name: 'Price list' })
const summary = (page: Page) => page.getByRole('region', { name: 'Booking Summary' })
const estimatedTotal = (page: Page) => summary(page).locator('[aria-live]')

const OTHER_CLIENT = 'Settings Spec Client'
const SESSIONS_SIGNED_IN = 5

async function restore(request: APIRequestContext, url: string, value: unknown) {
  const response = await request.put(url, { data: value })
  expect(response.status(), await response.text()).toBe(200)
}

let server: OwnServer
test.beforeAll(async () => {
  server = await startOwnServer(57)
})
test.afterAll(async () => server?.stop())

test.describe('settings', () => {
  // Three screens each, on a shared machine.
  test.slow(() => true, 'several screens, each scanned for accessibility')

  test('a new price shows on the landing page, in a new booking’s estimate and on its confirmation', async ({
    browser,
    expectAccessible,
  }) => {
    const adminPage = await signedInPage(browser, server)
    const page = await visitorPage(browser, server)
    const before = await (await adminPage.request.get('/api/settings/prices')).json()
    try {
      await settingsTab(adminPage)
      await expect(adminPage.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible()
      const prices = pricesCard(adminPage)
      await expect(prices.getByLabel('Blades 9 inches and over')).toHaveValue('9.00')
      await expectAccessible(adminPage, 'settings')
      await saveScreen(adminPage, 'settings-1280')

      // The owner types dollars; anything else is refused in the browser in one sentence, and nothing is sent.
      let pricesSent = 0
      adminPage.on('request', (request) => {
        if (request.url().endsWith('/api/settings/prices') && request.method() === 'PUT') pricesSent += 1
      })
      const refused = {
        'Blades 4 to 6 inches': 'six',
        'Blades under 4 inches': '',
        'Nick repair': '-1',
        Stropping: '3.505',
      }
      for (const [label, text] of Object.entries(refused)) await prices.getByLabel(label).fill(text)
      await prices.getByRole('button', { name: 'Save prices' }).click()
      for (const label of Object.keys(refused)) {
        await expect(prices.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
        await expect(prices.getByLabel(label)).toHaveAccessibleDescription(/^Enter an amount like 8\.50/)
      }
      await expect(prices.getByText('Enter an amount like 8.50', { exact: true })).toHaveCount(4)
      await expect(prices.getByLabel('Blades 9 inches and over')).not.toHaveAttribute('aria-invalid')
      await expectAccessible(adminPage, 'settings: prices refused')
      await prices.scrollIntoViewIfNeeded()
      await saveScreenshot(prices, screenPath('settings-prices-refused-1280'))
      await adminPage.setViewportSize({ width: 390, height: 844 })
      await saveScreenshot(prices, screenPath('settings-prices-refused-390'))
      await adminPage.setViewportSize({ width: 1280, height: 800 })
      expect(pricesSent).toBe(0)

      await prices.getByLabel('Blades 4 to 6 inches').fill('6')
      await prices.getByLabel('Blades under 4 inches').fill('4.00')
      await prices.getByLabel('Nick repair').fill('1.00')
      await prices.getByLabel('Blades 9 inches and over').fill('12.50')
      await prices.getByLabel('Stropping').fill('3.50')
      const saved = adminPage.waitForResponse(
        (response) =>
          response.url().endsWith('/api/settings/prices') && response.request().method() === 'PUT',
      )
      await prices.getByRole('button', { name: 'Save prices' }).click()
      expect((await saved).status()).toBe(200)
      await expect(adminPage.getByText('Price list saved.')).toBeVisible()
      await prices.getByText('Recent changes').click()
      await expect(prices.getByText('Blades 9 inches and over: $9.00 → $12.50')).toBeVisible()
      await expect(prices.getByText('Stropping: $3.00 → $3.50')).toBeVisible()
      await expectAccessible(adminPage, 'settings: prices saved, recent changes')

      // A visitor in another browser sees the new prices.
      await page.goto('/')
      const pricing = page.getByRole('region', { name: 'Simple, honest pricing' })
      await expect(pricing.getByRole('row', { name: /^9 inches and over/ })).toContainText('$12.50')
      await expect(pricing.getByRole('row', { name: /^Stropping/ })).toContainText('$3.50')
      await saveScreenshot(pricing, screenPath('settings-landing-pricing-1280'))
      await page.setViewportSize({ width: 390, height: 844 })
      await saveScreenshot(pricing, screenPath('settings-landing-pricing-390'))
      await page.setViewportSize({ width: 1280, height: 800 })

      await gotoDrawn(page, '/booking-dashboard?measurementType=self')
      await page.getByLabel('9 inches and over', { exact: true }).selectOption('2')
      await page.getByLabel('Stropping', { exact: true }).selectOption('1')
      await expect(estimatedTotal(page)).toHaveText(/Estimated total\s*\$28\.50/)
      await saveScreen(page, 'settings-new-booking-estimate-1280')
      // The same booking, made as the form makes it (booking-forms.spec.ts walks the form to its confirmation).
      const booking = await createBooking(page.request, {
        customerName: 'Price Watcher',
        bladesOver9Inches: 2,
        strappingQuantity: 1,
      })
      await openConfirmation(page, booking)
      await expect(page.getByTestId('estimated-total')).toHaveText('$28.50')
      // The receipt's lines come from the order as the server priced it, at the booking's own prices.
      const bladesLine = page.getByRole('row', { name: /^Blades 9 inches and over/ })
      await expect(bladesLine).toContainText('$12.50 each')
      await expect(bladesLine).toContainText('$25.00')
      await expect(page.getByRole('row', { name: /^Stropping/ })).toContainText('$3.50 each')
      await saveScreen(page, 'settings-new-booking-confirmation-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await saveScreen(page, 'settings-new-booking-confirmation-390')
    } finally {
      await restore(adminPage.request, '/api/settings/prices', before)
    }
  })

  test('the business profile: shown as text on the landing page, refused with the field named', async ({
    browser,
    expectAccessible,
  }) => {
    const adminPage = await signedInPage(browser, server)
    const page = await visitorPage(browser, server)
    const before = await (await adminPage.request.get('/api/settings/business')).json()
    try {
      await settingsTab(adminPage)
      const profile = adminPage.getByRole('region', { name: 'Business profile' })
      await profile.getByLabel('Time zone').fill('Mars/Olympus_Mons')
      await profile.getByRole('button', { name: 'Save business profile' }).click()
      await expect(profile.getByText('Time zone must be a time zone such as America/New_York')).toBeVisible()

      await profile.getByLabel('Time zone').fill(before.timezone)
      await profile.getByLabel('Phone').fill('(407) 555-0100')
      await profile.getByLabel('Opening hours or pickup days').fill('Pickups Tue and Sat, 9 to 5')
      await profile.getByLabel('About the business').fill('<b>Family run</b> since 2019 & proud of it.')
      await profile.getByRole('button', { name: 'Save business profile' }).click()
      await expect(adminPage.getByText('Business profile saved.')).toBeVisible()

      await page.goto('/')
      const about = page.getByRole('region', { name: before.name })
      await expect(about).toContainText('<b>Family run</b> since 2019 & proud of it.')
      await expect(about.getByRole('link', { name: '(407) 555-0100' })).toHaveAttribute(
        'href',
        'tel:4075550100',
      )
      await expect(about).toContainText('Pickups Tue and Sat, 9 to 5')
      await expect(page.getByRole('contentinfo')).toContainText('(407) 555-0100')
      await expectAccessible(page, 'landing with the business profile')
      await saveScreen(page, 'settings-landing-about-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await saveScreenshot(about, screenPath('settings-landing-about-390'))
      await saveScreenshot(page.getByRole('contentinfo'), screenPath('settings-footer-390'))
    } finally {
      await restore(adminPage.request, '/api/settings/business', before)
    }
  })

  test('the service area and the sessions, accessible at 390 px', async ({ browser, expectAccessible }) => {
    const adminPage = await signedInPage(browser, server)
    const page = await visitorPage(browser, server)
    // Sign-ins from another client, told apart by its name, so ending one touches no other test's session.
    for (let n = 0; n < SESSIONS_SIGNED_IN; n++) {
      const response = await page.request.post('/api/auth/login', {
        data: TEST_ADMIN,
        headers: { 'user-agent': OTHER_CLIENT },
      })
      expect(response.status()).toBe(200)
    }
    const before = await (await adminPage.request.get('/api/settings/service-area')).json()
    try {
      await adminPage.setViewportSize({ width: 390, height: 844 })
      await settingsTab(adminPage)
      const area = adminPage.getByRole('region', { name: 'Service area' })
      await area.getByLabel('Add ZIP codes').fill('32804, 32803\n1234')
      await area.getByRole('button', { name: 'Add ZIP codes' }).click()
      await expect(area.getByText('Not a 5-digit ZIP code: 1234')).toBeVisible()
      await area.getByLabel('Add ZIP codes').fill('32804, 32803\n32789')
      await area.getByRole('button', { name: 'Add ZIP codes' }).click()
      await expect(area.getByRole('list', { name: 'Served ZIP codes' }).getByRole('listitem')).toHaveCount(3)
      await area.getByRole('button', { name: 'Remove 32789' }).click()
      await expect(area.getByRole('list', { name: 'Served ZIP codes' }).getByRole('listitem')).toHaveCount(2)
      await expect(area.getByTestId('bookings-outside-area')).toBeVisible()

      const account = adminPage.getByRole('region', { name: 'Account' })
      await expect(account.getByText('This session')).toBeVisible()
      // A week of sign-ins does not fill the screen: five at first, the rest behind a button.
      const sessionRows = account.getByRole('listitem').filter({ hasText: 'Signed in' })
      await expect(sessionRows).toHaveCount(5)
      await expectAccessible(adminPage, 'settings, 390 px, sessions')
      await saveScreen(adminPage, 'settings-390')
      await account.getByRole('button', { name: /^Show all \d+ sessions$/ }).click()
      expect(await sessionRows.count()).toBeGreaterThan(SESSIONS_SIGNED_IN)

      await account
        .getByRole('button', { name: `End session: ${OTHER_CLIENT}` })
        .first()
        .click()
      await expect(adminPage.getByText('That browser is signed out.')).toBeVisible()
      await account.getByText('Recent changes').click()
      await expect(account.getByText('Ended 1 session', { exact: true }).first()).toBeVisible()
      await expectAccessible(adminPage, 'settings, 390 px: a session ended')
    } finally {
      await restore(adminPage.request, '/api/settings/service-area', { servedZips: before.servedZips })
    }
  })

  test('payments: instructions and a payment link show on the order page as a Pay now button, at 390 px', async ({
    browser,
    expectAccessible,
  }) => {
    const adminPage = await signedInPage(browser, server, 390)
    const before = await (await adminPage.request.get('/api/settings/payments')).json()
    try {
      await settingsTab(adminPage)
      const card = adminPage.getByRole('region', { name: 'Payments' })
      await card.getByLabel('Payment link (optional)').fill('http://pay.example.com/sharpedge')
      await card.getByRole('button', { name: 'Save payment settings' }).click()
      await expect(card.getByText(/The payment link must be an https:\/\/ address/)).toBeVisible()
      await card.getByLabel('Payment instructions').fill('Cash or card at return. Venmo @sharpedge')
      await card.getByLabel('Payment link (optional)').fill('https://pay.example.com/sharpedge')
      await card.getByRole('button', { name: 'Save payment settings' }).click()
      await expect(adminPage.getByText('Payment settings saved.')).toBeVisible()
      await card.getByText('Recent changes').click()
      await expect(card.getByRole('list').first()).toContainText('Payment instructions')
      await expectAccessible(adminPage, 'settings: payments, 390 px')
      await saveScreenshot(card, screenPath('settings-payments-390'))

      const booking = await createBooking(adminPage.request, { customerName: 'Pay Now Customer' })
      const customer = await visitorPage(browser, server, 390)
      await customer.goto(`/orders/${booking.accessToken}`)
      const howToPay = customer.getByTestId('how-to-pay')
      await expect(howToPay).toContainText('Cash or card at return. Venmo @sharpedge')
      await expect(howToPay.getByRole('link', { name: /Pay now/ })).toHaveAttribute(
        'href',
        'https://pay.example.com/sharpedge',
      )
      await saveScreenshot(howToPay, screenPath('order-page-pay-now-390'))
      await customer.context().close()
    } finally {
      await restore(adminPage.request, '/api/settings/payments', before)
    }
  })

  test('e-mail alerts: an e-mail to the owner is switched off and stays off, listed in the history, at 390 px', async ({
    browser,
    expectAccessible,
  }) => {
    const adminPage = await signedInPage(browser, server, 390)
    const before = await (await adminPage.request.get('/api/settings/notifications')).json()
    try {
      await settingsTab(adminPage)
      const card = adminPage.getByRole('region', { name: 'E-mail alerts' })
      const cancels = card.getByRole('checkbox', { name: 'A customer cancels an order' })
      await expect(cancels).toBeChecked()
      await expect(card.getByRole('checkbox', { name: 'A new booking arrives' })).not.toBeChecked()
      await cancels.uncheck()
      await card.getByRole('button', { name: 'Save e-mail alerts' }).click()
      await expect(adminPage.getByText('E-mail alerts saved.')).toBeVisible()
      await card.getByText('Recent changes').click()
      await expect(card.getByRole('list').first()).toContainText(
        'E-mail me when a customer cancels an order: On → Off',
      )
      await expectAccessible(adminPage, 'settings: e-mail alerts, 390 px')
      await saveScreenshot(card, screenPath('settings-e-mail-alerts-390'))

      await adminPage.reload()
      await expect(card.getByRole('checkbox', { name: 'A customer cancels an order' })).not.toBeChecked()
      expect(
        (await (await adminPage.request.get('/api/settings/notifications')).json()).customerCancelled,
      ).toBe(false)
    } finally {
      await restore(adminPage.request, '/api/settings/notifications', before)
    }
  })
})
