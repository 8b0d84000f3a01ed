import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import {
  createTestApp,
  droppingAlone,
  testDatabase,
  whileNothingIsDropped,
  type TestApp,
} from '../../test/test-app.ts'
import { SEARCH_TEXT } from '../../modules/bookings/bookings-list.repository.ts'
import { migrateToLatest } from '../migrate.ts'
import { migrationProvider } from './index.ts'

const THIS_MIGRATION = '0019-order-search-walk'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe.runIf(testDatabase === 'postgres')(`migration ${THIS_MIGRATION}`, () => {
  it('copies the text of every order made before it', async () => {
    for (const booking of [
      detailedBooking,
      pickupBooking,
      { ...detailedBooking, specialRequirements: undefined },
    ])
      expect((await postBooking(t, booking)).statusCode).toBe(201)
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    const migrator = new Migrator({
      db: t.app.db,
      provider: migrationProvider,
      ...(schema ? { migrationTableSchema: schema } : {}),
    })
    const names = Object.keys(await migrationProvider.getMigrations()).sort()
    const previous = names[names.indexOf(THIS_MIGRATION) - 1]!
    // Migrating down drops a table, which another file's catalog read must not see half done.
    await droppingAlone(async () => {
      const { error } = await migrator.migrateTo(previous)
      if (error) throw error
    })
    await whileNothingIsDropped(() => migrateToLatest(t.app.db, schema))

    const copied = await t.app.db
      .selectFrom('bookings_search_walk')
      .select(['id', 'archived', 'status', 'created_at', 'text'])
      .orderBy('id')
      .execute()
    const computed = await t.app.db
      .selectFrom('bookings')
      .select(['id', 'archived', 'status', 'created_at', SEARCH_TEXT.as('text')])
      .orderBy('id')
      .execute()
    expect(copied).toHaveLength(3)
    expect(copied).toEqual(computed)
    expect(copied[1]!.text).toContain('measure on pickup - 5 knives total')
  })
})
