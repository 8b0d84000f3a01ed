import type { APIRequestContext, Page } from '@playwright/test'

import { openConfirmation } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'

interface CreatedBooking {
  id: number
  createdAt: string
  estimatedPrice: string
  accessToken: string
}

const DETAILED_BOOKING = {
  customerName: 'Grace Hopper',
  customerEmail: 'grace.confirmation@example.com',
  customerPhone: '(407) 555-0147',
  streetAddress: '12 Lake Ave',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  bladesOver9Inches: 2,
  blades7To9Inches: 1,
  blades4To6Inches: 3,
  bladesUnder4Inches: 1,
  nickRepairQuantity: 2,
  strappingQuantity: 1,
  specialRequirements: 'Please ring twice. <b>Not bold</b>',
}

async function createBooking(request: APIRequestContext, data: object): Promise<CreatedBooking> {
  const response = await request.post('/api/bookings', { data })
  expect(response.status(), await response.text()).toBe(201)
  return response.json()
}

/** The Service Details rows as "label | quantity | price". */
async function serviceLines(page: Page): Promise<string[]> {
  const rows = page
    .getByRole('table', { name: 'Services booked, with quantities and prices' })
    .locator('tbody tr')
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const [label, quantity, price] = Array.from(tr.children, (cell) => cell.firstChild?.textContent?.trim())
      return `${label} | ${quantity} | ${price}`
    }),
  )
}

test.describe('booking confirmation', () => {
  test('shows every part of the receipt of a detailed booking', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const business = await (await request.get('/api/public/business')).json()
    const booking = await createBooking(request, DETAILED_BOOKING)
    await openConfirmation(page, booking)

    await expect(page.getByText(/Thank you for your booking, Grace Hopper\./)).toBeVisible()
    await expect(page.getByText(/will get in touch with you soon to arrange retrieval/)).toBeVisible()

    const customer = page.getByRole('region', { name: 'Customer Information' })
    for (const text of ['Grace Hopper', DETAILED_BOOKING.customerEmail, '(407) 555-0147', '12 Lake Ave']) {
      await expect(customer).toContainText(text)
    }
    await expect(customer).toContainText('Orlando, FL 32804')

    const longDate = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: business.timezone,
    }).format(new Date(booking.createdAt))
    const order = page.getByRole('region', { name: 'Order Information' })
    await expect(order).toContainText(`#${booking.id}`)
    await expect(order).toContainText(longDate)
    await expect(order).toContainText('Pending')
    await expect(order).toContainText('Total knives7')

    expect(await serviceLines(page)).toEqual([
      'Blades 9 inches and over | 2 | $18.00',
      'Blades 7 to 9 inches | 1 | $8.00',
      'Blades 4 to 6 inches | 3 | $18.00',
      'Blades under 4 inches | 1 | $4.00',
      'Nick repair | 2 | $2.00',
      'Stropping | 1 | $3.00',
    ])
    // 18 + 8 + 18 + 4 + 2 + 3; the range is 7 knives at $4 and at $9, plus $5 of add-ons.
    expect(booking.estimatedPrice).toBe('53.00')
    await expect(page.getByTestId('estimated-total')).toHaveText('$53.00')
    await expect(page.getByTestId('price-range')).toHaveText('$33.00 to $68.00')
    await expect(page.getByText('Please ring twice. <b>Not bold</b>')).toBeVisible()

    const promise = page.getByRole('region', { name: 'Our promise' })
    await expect(promise).toContainText('Your knives are back within two days.')
    await expect(promise).toContainText('serrated blades are not accepted')
    await expect(promise.getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    )
    await expect(
      page.getByRole('img', { name: `QR code: opens your order page for order #${booking.id}` }),
    ).toBeVisible()

    for (const name of ['New Booking', 'Make Another Booking']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/measurement-selection')
    }
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible()
    await expectAccessible(page, 'confirmation: detailed booking')
  })

  test('prices a measure-on-pickup booking at $6.75 a knife plus add-ons', async ({ page, request }) => {
    const booking = await createBooking(request, {
      customerName: 'Alan Turing',
      customerEmail: 'alan.confirmation@example.com',
      measurementType: 'pickup',
      knifeCount: 4,
      strappingQuantity: 2,
      specialRequirements: 'MEASURE ON PICKUP - 4 knives total.',
    })
    await openConfirmation(page, booking)

    expect(await serviceLines(page)).toEqual([
      '4 knives, measured at pickup | 4 | $27.00',
      'Stropping | 2 | $6.00',
    ])
    await expect(page.getByTestId('estimated-total')).toHaveText('$33.00')
    await expect(page.getByTestId('price-range')).toHaveText('$22.00 to $42.00')
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText('Total knives4')
  })

  test('survives a reload; without its token it says Booking Not Found', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const booking = await createBooking(request, { ...DETAILED_BOOKING, customerEmail: 'reload@example.com' })
    await openConfirmation(page, booking)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText(`#${booking.id}`)

    await page.goto(`/booking-confirmation/${booking.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Booking' })).toHaveAttribute('href', '/booking')
    await expectAccessible(page, 'confirmation: booking not found')
  })

  test('prints without the navigation bar, the buttons and the footer', async ({ page, request }) => {
    const booking = await createBooking(request, { ...DETAILED_BOOKING, customerEmail: 'print@example.com' })
    await openConfirmation(page, booking)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    for (const name of ['Print', 'Print Receipt']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
    }
    for (const name of ['New Booking', 'Make Another Booking']) {
      await expect(page.getByRole('link', { name })).toBeHidden()
    }
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    await expect(page.getByTestId('estimated-total')).toBeVisible()
    await expect(page.getByRole('img', { name: /^QR code/ })).toBeVisible()

    // One sheet of Letter paper, and of A4.
    for (const format of ['Letter', 'A4']) {
      const pdf = await page.pdf({ format, printBackground: true })
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
      expect(pages, `${format} pages`).toHaveLength(1)
    }
  })

  test('links to the private order page', async ({ page, request }) => {
    const booking = await createBooking(request, { ...DETAILED_BOOKING, customerEmail: 'link@example.com' })
    await openConfirmation(page, booking)
    await page.getByRole('link', { name: 'Open your order page' }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${booking.accessToken}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Order #${booking.id}` })).toBeVisible()
  })

  test('the order search still opens an order by its number', async ({ page, request }) => {
    const booking = await createBooking(request, { ...DETAILED_BOOKING, customerEmail: 'qr@example.com' })
    await page.goto(`/order-search?order=${booking.id}`)
    const results = page.getByRole('region', { name: 'Search Results' })
    await expect(results.getByRole('heading', { name: `Order #${booking.id}` })).toBeVisible()
    await expect(page.getByLabel('Order number', { exact: true })).toHaveValue(String(booking.id))
  })
})
