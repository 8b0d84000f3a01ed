import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isOrderTokenFormat } from '../../../shared/order-link.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, droppingAlone, whileNothingIsDropped, type TestApp } from '../../test/test-app.ts'
import { migrateToLatest } from '../migrate.ts'
import { migrationProvider } from './index.ts'

const THIS_MIGRATION = '0012-order-access-tokens'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe(`migration ${THIS_MIGRATION}`, () => {
  it('gives every booking made before it a token of its own that opens its order page', async () => {
    for (let i = 0; i < 3; i++) expect((await postBooking(t, detailedBooking)).statusCode).toBe(201)
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
    await whileNothingIsDropped(() => migrateToLatest(t.app.db, schema))

    const rows = await t.app.db.selectFrom('order_access_tokens').select(['booking_id', 'token']).execute()
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.token)).size).toBe(3)
    for (const { token } of rows) {
      expect(isOrderTokenFormat(token), token).toBe(true)
      expect((await t.request({ method: 'GET', url: `/api/public/orders/${token}` })).statusCode).toBe(200)
    }
  })
})
