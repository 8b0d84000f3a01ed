import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, droppingAlone, whileNothingIsDropped, type TestApp } from '../../test/test-app.ts'
import { migrateToLatest } from '../migrate.ts'
import { migrationProvider } from './index.ts'

const THIS_MIGRATION = '0007-customers-and-stats'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe(`migration ${THIS_MIGRATION}`, () => {
  it('gives the customers who booked before it their phone digits', async () => {
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    const migrator = new Migrator({
      db: t.app.db,
      provider: migrationProvider,
      ...(schema ? { migrationTableSchema: schema } : {}),
    })
    const names = Object.keys(await migrationProvider.getMigrations()).sort()
    const previous = names[names.indexOf(THIS_MIGRATION) - 1]!
    // Migrating down drops tables and columns, which another file's catalog read must not see half done.
    await droppingAlone(async () => {
      const { error } = await migrator.migrateTo(previous)
      if (error) throw error
    })

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
    await whileNothingIsDropped(() => migrateToLatest(t.app.db, schema))

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
