import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, whileNothingIsDropped, type TestApp } from '../../test/test-app.ts'
import { remigrate } from '../../test/remigrate.ts'

const THIS_MIGRATION = '0035-rebook-reminders'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const customerColumns = async () => {
  const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
  const tables = await whileNothingIsDropped(() => t.app.db.introspection.getTables())
  const customers = tables.find((table) => table.name === 'customers' && table.schema === schema)
  return customers?.columns.map((column) => column.name) ?? []
}

describe(`migration ${THIS_MIGRATION}`, () => {
  it('goes down and up again: customers made before it have not opted in to reminders', async () => {
    // Made with today's app, whose statements read this migration's columns, before the schema goes back.
    const made = await postBooking(t, { ...detailedBooking, rebookReminder: true })
    expect(made.statusCode).toBe(201)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    expect(await customerColumns()).not.toContain('reminders_opt_in')
    await migrations.upToLatest()
    expect(await customerColumns()).toEqual(expect.arrayContaining(['reminders_opt_in', 'unsubscribe_token']))

    const customers = await t.app.db
      .selectFrom('customers')
      .select(['email', 'reminders_opt_in', 'unsubscribe_token'])
      .execute()
    expect(customers).toEqual([
      { email: detailedBooking.customerEmail, reminders_opt_in: 0, unsubscribe_token: null },
    ])
    expect(await t.app.db.selectFrom('rebook_reminders').selectAll().execute()).toEqual([])
    const again = await postBooking(t, { ...detailedBooking, rebookReminder: true })
    expect(again.statusCode).toBe(201)
    const [customer] = await t.app.db.selectFrom('customers').select('reminders_opt_in').execute()
    expect(customer!.reminders_opt_in).toBe(1)
  })
})
