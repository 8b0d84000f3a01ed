import path from 'node:path'

import SQLite from 'better-sqlite3'

import { createBooking, uniqueTag } from './support/admin-bookings.ts'
import { E2E_DATA_DIR } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * A message that failed for good, seeded straight into the server's database (the e2e server writes mail to
 * .eml files, which never fail): the state a dead mail server leaves after the retry ladder.
 */
function seedFailedMessage(bookingId: number, to: string, subject: string): number {
  const db = new SQLite(path.join(E2E_DATA_DIR, 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    const now = Date.now()
    const result = db
      .prepare(
        `insert into mail_outbox (kind, booking_id, to_name, to_email, subject, text_body, html_body, message_id,
          status, attempts, next_attempt_at, last_error, sent_at, created_at, updated_at)
         values ('status', ?, 'Customer', ?, ?, 'Your knives are ready.', '<p>Your knives are ready.</p>', ?,
          'failed', 6, null, 'could not connect to the mail server', null, ?, ?)`,
      )
      .run(bookingId, to, subject, `<${uniqueTag()}@e2e.example>`, now, now)
    return Number(result.lastInsertRowid)
  } finally {
    db.close()
  }
}

test('the Outgoing view shows a failed e-mail in plain words, and Retry sends it', async ({
  adminPage: page,
  expectAccessible,
}) => {
  const name = `Outbox ${uniqueTag()}`
  const booking = await createBooking(page.request, { customerName: name })
  const to = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`
  const subject = `Your knives are sharp: ${name}`
  seedFailedMessage(booking.id, to, subject)

  await page.goto('/dashboard?tab=communications')
  const outgoing = page.getByRole('list', { name: 'Outgoing e-mail' })
  await page.getByLabel('Show outgoing e-mail').selectOption('failed')
  const row = outgoing.getByRole('listitem').filter({ hasText: subject })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Failed')
  await expect(row).toContainText('Not sent after 6 tries: could not connect to the mail server')
  await expectAccessible(page)

  await row.getByRole('button', { name: `Retry: ${subject} to ${to}` }).click()
  await expect(page.getByText('The e-mail will be sent again now.')).toBeVisible()
  await page.getByLabel('Show outgoing e-mail').selectOption('sent')
  const sent = outgoing.getByRole('listitem').filter({ hasText: subject })
  await expect(sent).toContainText('Sent', { timeout: 15_000 })
  await expect(sent.getByRole('button', { name: /Retry/ })).toHaveCount(0)
  // The booking's own confirmation went out automatically when it was made.
  await page.getByLabel('Show outgoing e-mail').selectOption('all')
  await expect(
    outgoing
      .getByRole('listitem')
      .filter({ hasText: `to ${to}` })
      .filter({ hasText: 'Booking confirmation' }),
  ).toContainText('Sent')
  await expectAccessible(page)
})
