import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Booking progress' })
const summary = (page: Page) => page.getByRole('region', { name: 'Booking Summary' })
const estimatedTotal = (page: Page) => summary(page).locator('[aria-live]')
const select = (page: Page, label: string, count: number) =>
  page.getByLabel(label, { exact: true }).selectOption(String(count))

async function fillContact(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('(407) 555-0142')
  await page.getByLabel('Street address', { exact: true }).fill('12 Lake Ave')
}

const bookingResponse = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  )

test.describe('booking forms', () => {
  test('a detailed booking from the landing page to the confirmation, with the live estimate', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Book Your Service Now' }).first().click()
    await expect(page).toHaveURL(/\/measurement-selection$/)
    await expect(page.getByRole('link', { name: 'Measure Myself' })).toBeVisible()
    await expectAccessible(page, 'measurement selection')

    await page.getByRole('link', { name: 'Measure Myself' }).click()
    await expect(page).toHaveURL(/\/booking-dashboard\?measurementType=self$/)
    await expect(page.getByRole('link', { name: 'Back to measuring options' })).toHaveAttribute(
      'href',
      '/measurement-selection',
    )
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '33')
    await expect(summary(page)).toContainText('Knife Sharpening')
    await expect(summary(page).getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    )
    await expect(estimatedTotal(page)).toHaveText(/\$0\.00/)
    await expectAccessible(page, 'detailed form: knives step, empty')

    // 2 × $9 + 1 × $8 + 3 × $6 + 1 × $4 = $48 for 7 knives; nick repair 2 × $1 and stropping 1 × $3 make $53.
    await select(page, '9 inches and over', 2)
    await expect(estimatedTotal(page)).toHaveText(/\$18\.00/)
    await select(page, '7 to 9 inches', 1)
    await select(page, '4 to 6 inches', 3)
    await select(page, 'Under 4 inches', 1)
    await expect(estimatedTotal(page)).toHaveText(/\$48\.00/)
    await select(page, 'Nick repair', 2)
    await select(page, 'Stropping', 1)
    await expect(estimatedTotal(page)).toHaveText(/Estimated total\s*\$53\.00/)
    await expect(summary(page).getByText('Total knives').locator('..')).toContainText('7')
    await expect(summary(page)).toContainText('Final price will be confirmed after review')
    await page.getByRole('textbox', { name: 'Special Requirements' }).fill('The paring knife has a bent tip')

    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '66')
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeFocused()
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Orlando')
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('FL')
    await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('32804')
    await expect(estimatedTotal(page)).toHaveText(/\$53\.00/)
    await expectAccessible(page, 'detailed form: contact step')

    await fillContact(page, 'Ana López', 'ana.detailed@example.com')
    const response = bookingResponse(page)
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    const booking = await (await response).json()
    expect((await response).status()).toBe(201)
    expect(booking).toMatchObject({
      measurementType: 'self',
      estimatedPrice: '53.00',
      totalKnives: 7,
      city: 'Orlando',
      specialRequirements: 'The paring knife has a bent tip',
    })
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation/${booking.id}#[A-Za-z0-9_-]{43}$`))
    await expect(page.getByText('Booking Created!')).toBeVisible()
  })

  test('a pickup booking with a knife count, estimated at $6.75 a knife plus add-ons', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/measurement-selection')
    await page.getByRole('link', { name: 'Measure on Pickup' }).click()
    await expect(page).toHaveURL(/\/booking-dashboard\?measurementType=pickup$/)
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '50')
    await expectAccessible(page, 'pickup form: knives step')

    // 4 × $6.75 + 1 stropping × $3
    await select(page, 'Number of knives', 4)
    await select(page, 'Stropping', 1)
    await expect(estimatedTotal(page)).toHaveText(/\$30\.00/)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100')
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeFocused()
    await expectAccessible(page, 'pickup form: contact step')

    await fillContact(page, 'Ben Ortiz', 'ben.pickup@example.com')
    const response = bookingResponse(page)
    await page.getByRole('button', { name: 'Create Booking' }).click()
    expect((await response).status()).toBe(201)
    const booking = await (await response).json()
    expect(booking).toMatchObject({
      measurementType: 'pickup',
      knifeCount: 4,
      bladesOver9Inches: 0,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      strappingQuantity: 1,
      totalKnives: 4,
      estimatedPrice: '30.00',
      specialRequirements: 'MEASURE ON PICKUP - 4 knives total.',
    })
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation/${booking.id}#[A-Za-z0-9_-]{43}$`))
    await expect(
      page.getByText("We'll contact you soon to arrange pickup and measure your knives."),
    ).toBeVisible()
  })

  test('the detailed form stops at each rule with the spec’s messages', async ({
    page,
    expectAccessible,
  }) => {
    await gotoDrawn(page, '/booking-dashboard?measurementType=self')

    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('No Knives Selected')).toBeVisible()
    await expect(page.getByText('Please select at least 1 knife to continue.')).toBeVisible()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '33')

    await select(page, '4 to 6 inches', 1)
    await select(page, 'Nick repair', 2)
    await select(page, 'Stropping', 3)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByLabel('Nick repair', { exact: true })).toHaveAccessibleDescription(
      /Nick repair quantity cannot exceed the total number of knives/,
    )
    await expect(page.getByLabel('Stropping', { exact: true })).toHaveAccessibleDescription(
      /Stropping quantity cannot exceed the total number of knives/,
    )
    await expect(page.getByLabel('Nick repair', { exact: true })).toBeFocused()
    await expectAccessible(page, 'detailed form: add-ons refused')

    await select(page, '4 to 6 inches', 3)
    await expect(page.getByText('Nick repair quantity cannot exceed the total number of knives')).toBeHidden()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page.getByText('Missing Required Information')).toBeVisible()
    await expect(page.getByText('Please fill in your name and email address.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
    await expectAccessible(page, 'detailed form: name and e-mail missing')

    // Back keeps what was chosen.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('4 to 6 inches', { exact: true })).toHaveValue('3')
    await expect(estimatedTotal(page)).toHaveText(/\$29\.00/)
  })

  test('the pickup form refuses too many add-ons and a missing name or e-mail', async ({
    page,
    expectAccessible,
  }) => {
    await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
    await select(page, 'Number of knives', 2)
    await select(page, 'Nick repair', 2)
    await select(page, 'Stropping', 1)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Invalid Add-on Services')).toBeVisible()
    await expect(page.getByText('Add-on services cannot exceed the total number of knives.')).toBeVisible()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '50')

    await select(page, 'Stropping', 0)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email')
    await page.getByRole('button', { name: 'Create Booking' }).click()
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
      'Name is required',
    )
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      'Valid email is required',
    )
    await expectAccessible(page, 'pickup form: name and e-mail refused')
  })

  test('a failed booking says so, and the buttons show the pending state first', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/bookings', async (route) => {
      await held
      await route.abort('failed')
    })

    await gotoDrawn(page, '/booking-dashboard?measurementType=self')
    await select(page, '7 to 9 inches', 1)
    await page.getByRole('button', { name: 'Continue' }).click()
    await fillContact(page, 'Cy Failure', 'cy@example.com')
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()
    await expect(page.getByText('Failed to create booking')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Complete Booking' })).toBeEnabled()
    await expect(page).toHaveURL(/measurementType=self&step=2$/)

    await page.unrouteAll()
    await page.route('**/api/bookings', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.', code: 'INTERNAL' } }),
    )
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page.getByText('Something went wrong on our side.')).toBeVisible()

    await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
    await page.getByRole('button', { name: 'Continue' }).click()
    await fillContact(page, 'Cy Failure', 'cy@example.com')
    await page.getByRole('button', { name: 'Create Booking' }).click()
    await expect(page.getByText('Booking Failed')).toBeVisible()
    await expect(page.getByText('There was an error creating your booking. Please try again.')).toBeVisible()
  })

  test('Save as Draft keeps the form across a reload until the booking is made', async ({ page }) => {
    await gotoDrawn(page, '/booking-dashboard?measurementType=self')
    await select(page, '9 inches and over', 1)
    await select(page, 'Under 4 inches', 2)
    await select(page, 'Stropping', 1)
    await page.getByRole('textbox', { name: 'Special Requirements' }).fill('Please call before pickup')
    await page.getByRole('button', { name: 'Save as Draft' }).click()
    await expect(page.getByText('Draft Saved')).toBeVisible()

    await page.reload()
    await expect(page.getByText(/We restored the draft you saved/)).toBeVisible()
    await expect(page.getByLabel('9 inches and over', { exact: true })).toHaveValue('1')
    await expect(page.getByLabel('Under 4 inches', { exact: true })).toHaveValue('2')
    await expect(page.getByLabel('Stropping', { exact: true })).toHaveValue('1')
    await expect(page.getByRole('textbox', { name: 'Special Requirements' })).toHaveValue(
      'Please call before pickup',
    )
    // $9 + 2 × $4 + $3
    await expect(estimatedTotal(page)).toHaveText(/\$20\.00/)

    await page.getByRole('button', { name: 'Continue' }).click()
    await fillContact(page, 'Dee Draft', 'dee.draft@example.com')
    await page.getByRole('button', { name: 'Complete Booking' }).click()
    await expect(page).toHaveURL(/\/booking-confirmation\/\d+#[A-Za-z0-9_-]{43}$/)
    expect(await page.evaluate(() => localStorage.getItem('booking-draft'))).toBeNull()

    await gotoDrawn(page, '/booking-dashboard?measurementType=self')
    await expect(page.getByLabel('9 inches and over', { exact: true })).toHaveValue('0')
    await expect(page.getByText(/We restored the draft/)).toBeHidden()
  })

  test('on a phone both forms fit the screen, with the running total and Continue always in view', async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    const bar = page.getByRole('region', { name: 'Running total' })

    for (const [measurementType, submit] of [
      ['self', 'Complete Booking'],
      ['pickup', 'Create Booking'],
    ] as const) {
      await gotoDrawn(page, `/booking-dashboard?measurementType=${measurementType}`)
      await expect(bar.getByRole('button', { name: 'Continue' })).toBeInViewport()
      await expect(bar).toContainText(measurementType === 'self' ? '$0.00' : '$6.75')
      expect(await fitsTheScreen()).toBe(true)
      // The full summary is still there, under the form.
      const notesBottom = await page.getByLabel('Special requirements').boundingBox()
      const summaryTop = await summary(page).boundingBox()
      expect(summaryTop!.y).toBeGreaterThan(notesBottom!.y)

      if (measurementType === 'self') {
        await select(page, '4 to 6 inches', 1)
        await expect(bar).toContainText('$6.00')
      }
      // The bar's total is in view while the customer picks knives further down the form.
      await page.getByLabel('Stropping', { exact: true }).scrollIntoViewIfNeeded()
      await expect(bar).toBeInViewport()
      await expectAccessible(
        page,
        `${measurementType === 'self' ? 'detailed' : 'pickup'} form: knives step, 390 px`,
      )
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeFocused()
      await expect(bar.getByRole('button', { name: submit })).toBeInViewport()
      expect(await fitsTheScreen()).toBe(true)
    }

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(bar).toHaveCount(0)
  })
})
