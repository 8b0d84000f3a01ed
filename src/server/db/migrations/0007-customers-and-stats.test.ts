import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { remigrate } from '../../test/remigrate.ts'

const THIS_MIGRATION = '0007-customers-and-stats'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe(`migration ${THIS_MIGRATION}`, () => {
  it('gives the customers who booked before it their phone digits', async () => {
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()

    const now = Date.now()
    const customer = (email: string, phone: string | null) =>
      // Written as the table was before this migration: without phone_digits.
      t.app.db
        .insertInto('customers')
        .values({ email, name: email, phone, created_at: now, updated_at: now } as never)
        .execute()
    await customer('ann@example.com', '+1 (407) 555-0123')
    await customer('bob@example.com', null)
    await customer('cy@example.com', 'call the shop')
    await migrations.upToLatest()

    const rows = await t.app.db
      .selectFrom('customers')
      .select(['email', 'phone_digits'])
      .orderBy('email')
      .execute()
    expect(rows).toEqual([
      { email: 'ann@example.com', phone_digits: '4075550123' },
      { email: 'bob@example.com', phone_digits: null },
      { email: 'cy@example.com', phone_digits: null },
    ])
  })
})
