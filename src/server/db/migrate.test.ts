import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, whileNothingIsDropped, type TestApp } from '../test/test-app.ts'
import { migrateToLatest } from './migrate.ts'
import { BOOKING_COLUMNS } from './schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const TABLES = [
  'admins',
  'booking_events',
  'bookings',
  'customers',
  'emails',
  'rate_limits',
  'sessions',
  'videos',
]

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const tables = (await whileNothingIsDropped(() => t.app.db.introspection.getTables())).map(
      (table) => table.name,
    )
    expect(tables).toEqual(expect.arrayContaining(TABLES))
  })

  it('give bookings exactly the columns the code names, as a statement kept prepared reads them', async () => {
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    const tables = await whileNothingIsDropped(() => t.app.db.introspection.getTables())
    const bookings = tables.find((table) => table.name === 'bookings' && table.schema === schema)
    expect(bookings?.columns.map((column) => column.name).sort()).toEqual([...BOOKING_COLUMNS].sort())
  })

  it('can run again at every start without changing anything', async () => {
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    await whileNothingIsDropped(() => migrateToLatest(t.app.db, schema))
    await whileNothingIsDropped(() => migrateToLatest(t.app.db, schema))
    const admins = await t.app.db.selectFrom('admins').select('username').execute()
    expect(admins).toHaveLength(1)
  })

  it('refuse a database that records a migration this code does not have, as Kysely does', async () => {
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
    const table = sql.table(schema ? `${schema}.kysely_migration` : 'kysely_migration')
    await sql`insert into ${table} (name, timestamp) values ('9999-from-a-newer-release', '2026-11-30')`.execute(
      t.app.db,
    )
    try {
      await expect(whileNothingIsDropped(() => migrateToLatest(t.app.db, schema))).rejects.toThrow(
        /9999-from-a-newer-release|missing/,
      )
    } finally {
      await sql`delete from ${table} where name = '9999-from-a-newer-release'`.execute(t.app.db)
    }
  })

  it('keep money in integer cents and one customer per e-mail address', async () => {
    const now = Date.now()
    const customer = await t.app.db
      .insertInto('customers')
      .values({ email: 'ann@example.com', name: 'Ann', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await expect(
      t.app.db
        .insertInto('customers')
        .values({ email: 'ann@example.com', name: 'Ann again', created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow()
    const booking = await t.app.db
      .insertInto('bookings')
      .values({
        created_at: now,
        updated_at: now,
        status: 'pending',
        measurement_type: 'self',
        knife_count: null,
        customer_id: customer.id,
        customer_name: 'Ann',
        customer_email: 'ann@example.com',
        customer_phone: null,
        customer_phone_digits: null,
        street_address: null,
        city: null,
        state: null,
        zip_code: null,
        blades_over_9_inches: 1,
        blades_7_to_9_inches: 0,
        blades_4_to_6_inches: 0,
        blades_under_4_inches: 0,
        nick_repair_quantity: 0,
        strapping_quantity: 0,
        special_requirements: null,
        estimated_price_cents: 900,
      })
      .returning(['id', 'estimated_price_cents', 'archived', 'created_at'])
      .executeTakeFirstOrThrow()
    expect(booking).toEqual({
      id: expect.any(Number),
      estimated_price_cents: 900,
      archived: 0,
      created_at: now,
    })
  })
})
