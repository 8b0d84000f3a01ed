import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const THIS_MIGRATION = '0043-customer-unsubscribe'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const book = async (customerEmail: string, rebookReminder: boolean) => {
  const made = await postBooking(t, { ...detailedBooking, customerEmail, rebookReminder })
  expect(made.statusCode).toBe(201)
}

describe(`migration ${THIS_MIGRATION}`, () => {
  it('counts a customer who had a link and is no longer opted in as unsubscribed, and no one else', async () => {
    // Made with today's app, before the schema goes back; then set as the old schema held them.
    await book('opted-in@example.com', true)
    await book('left@example.com', false)
    await book('never-mailed@example.com', false)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    for (const email of ['opted-in@example.com', 'left@example.com'])
      await t.app.db
        .updateTable('customers')
        .set({ unsubscribe_token: `link-of-${email}` })
        .where('email', '=', email)
        .execute()
    const before = Date.now()
    await migrations.upToLatest()

    const rows = await t.app.db
      .selectFrom('customers')
      .select(['email', 'unsubscribed_at'])
      .orderBy('email')
      .execute()
    expect(rows).toEqual([
      { email: 'left@example.com', unsubscribed_at: expect.any(Number) },
      { email: 'never-mailed@example.com', unsubscribed_at: null },
      { email: 'opted-in@example.com', unsubscribed_at: null },
    ])
    expect(Number(rows[0]!.unsubscribed_at)).toBeGreaterThanOrEqual(before)
  })
})
