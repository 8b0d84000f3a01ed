import { createBooking, orderNumber, searchOrders, uniqueTag } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { seedFailedMessage } from './support/seed-outbox.ts'

test('the Outgoing view shows a failed e-mail in plain words, and Retry sends it', async ({
  adminPage: page,
  expectAccessible,
  serverDataDir,
  serverDatabaseUrl,
}) => {
  const name = `Outbox ${uniqueTag()}`
  const booking = await createBooking(page.request, { customerName: name })
  const to = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`
  const subject = `Your knives are sharp: ${name}`
  await seedFailedMessage({ serverDataDir, serverDatabaseUrl }, { bookingId: booking.id, to, subject })

  await page.goto('/dashboard?tab=communications')
  const outgoing = page.getByRole('list', { name: 'Outgoing e-mail' })
  await page.getByLabel('Show outgoing e-mail').selectOption('failed')
  const row = outgoing.getByRole('listitem').filter({ hasText: subject })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Failed')
  await expect(row).toContainText('Not sent after 6 tries: could not connect to the mail server')
  await expectAccessible(page, 'outgoing e-mail: a failed message')

  await row.getByRole('button', { name: `Retry: ${subject} to ${to}` }).click()
  await expect(page.getByText('The e-mail will be sent again now.')).toBeVisible()
  // It leaves the Failed list at once.
  await expect(row).toHaveCount(0)
  // Sent, as the order's own e-mails show (the Sent list is newest first and shared with the other tests' orders,
  // so this order's messages may be pages down there).
  await page.goto('/dashboard?tab=orders')
  await searchOrders(page, orderNumber(booking.id))
  await page.getByRole('button', { name: `View or edit ${orderNumber(booking.id)}` }).click()
  const emails = page
    .getByRole('dialog', { name: 'Edit Booking' })
    .getByRole('list', { name: 'E-mails to the customer' })
  const sent = emails.getByRole('listitem').filter({ hasText: subject })
  await expect(sent).toContainText('Sent', { timeout: 15_000 })
  await expect(sent.getByRole('button', { name: /Retry/ })).toHaveCount(0)
  // The booking's own confirmation went out automatically when it was made.
  await expect(emails.getByRole('listitem').filter({ hasText: 'Booking confirmation' })).toContainText('Sent')
})
