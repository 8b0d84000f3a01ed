import { createBooking, orderNumber, uniqueTag } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS

test('an order whose contact differs from the saved customer says so, and the admin adopts it in one click', async ({
  adminPage: page,
  expectAccessible,
}) => {
  const tag = uniqueTag()
  const customerEmail = `saved.${tag}@example.com`
  await createBooking(page.request, { customerName: `Vera Saved ${tag}`, customerEmail, city: 'Orlando' })
  // Someone books again with the same e-mail and other details: the saved customer stays as it was.
  const later = await createBooking(page.request, {
    customerName: `Vera Moved ${tag}`,
    customerEmail,
    customerPhone: '(321) 555-0199',
    city: 'Winter Park',
  })

  await page.goto(`/dashboard?tab=orders&orders-search=${orderNumber(later.id)}`)
  await page.getByRole('button', { name: `View or edit ${orderNumber(later.id)}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
  const note = dialog.getByRole('region', { name: 'Contact differs from the saved customer' })
  await expect(note).toContainText(`Vera Moved ${tag}`)
  await expect(note).toContainText(`(saved: Vera Saved ${tag})`)
  await expect(note).toContainText('Winter Park')
  await expect(note).toContainText('(saved: Orlando)')
  await expectAccessible(page, 'orders: edit dialog, contact differs from the saved customer')
  if (SCREENSHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await note.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SCREENSHOTS}/contact-differs-${width}.png` })
    }
  }

  await note.getByRole('button', { name: 'Use these details for the customer' }).click()
  await expect(
    page.locator('[data-sonner-toast]').getByText('Customer Updated', { exact: true }),
  ).toBeVisible()
  await expect(note).toBeHidden()

  const customers = await page.request.get(`/api/customers?search=${encodeURIComponent(customerEmail)}`)
  expect(JSON.stringify(await customers.json())).toContain(`Vera Moved ${tag}`)
})
