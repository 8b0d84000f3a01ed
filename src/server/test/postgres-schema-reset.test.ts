import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'

import { createTestApp, testDatabase, type TestApp } from './test-app.ts'

const schemaOf = (t: TestApp) => (t.config.database.kind === 'postgres' ? t.config.database.schema! : '')

async function addCustomer(t: TestApp, email: string) {
  const now = Date.now()
  return t.app.db
    .insertInto('customers')
    .values({ email, name: 'Ann', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/** What a test could leave behind in its schema besides the rows, read from the catalogs and statistics. */
async function leftovers(t: TestApp) {
  const schema = schemaOf(t)
  const { rows } = await sql<{ sequences: number; statistics: number; analysed: number }>`
    select (select count(*)::int from pg_sequences where schemaname = ${schema} and last_value is not null) as sequences,
           (select count(*)::int from pg_statistic s join pg_class c on c.oid = s.starelid
             where c.relnamespace = ${schema}::regnamespace) as statistics,
           (select count(*)::int from pg_class where relnamespace = ${schema}::regnamespace
              and relkind = 'r' and reltuples >= 0) as analysed`.execute(t.app.db)
  return rows[0]
}

describe.runIf(testDatabase === 'postgres')("a worker's reused test schema", () => {
  it('comes to the next test app as a new one migrated now: no rows, sequences, statistics or counts left', async () => {
    const first = await createTestApp()
    const fresh = await leftovers(first)
    const seeded = await first.app.db.selectFrom('customer_stats').selectAll().execute()
    await addCustomer(first, 'ann@example.com')
    await sql`analyze customers`.execute(first.app.db)
    expect(await leftovers(first)).not.toEqual(fresh)
    await first.app.db.updateTable('customer_stats').set({ customers: 5 }).execute()
    const schema = schemaOf(first)
    await first.close()

    const next = await createTestApp()
    try {
      expect(schemaOf(next)).toBe(schema)
      expect(await next.app.db.selectFrom('customers').selectAll().execute()).toEqual([])
      expect(await next.app.db.selectFrom('customer_stats').selectAll().execute()).toEqual(seeded)
      expect(await leftovers(next)).toEqual(fresh)
      expect((await addCustomer(next, 'bob@example.com')).id).toBe(1)
    } finally {
      await next.close()
    }
  })

  it('is dropped instead when a test changed its tables', async () => {
    const first = await createTestApp()
    await sql`alter table customers add column nickname text`.execute(first.app.db)
    const schema = schemaOf(first)
    await first.close()

    const next = await createTestApp()
    try {
      expect(schemaOf(next)).not.toBe(schema)
      const { rows } = await sql<{ present: boolean }>`
        select exists (select 1 from pg_namespace where nspname = ${schema}) as present`.execute(next.app.db)
      expect(rows[0]!.present).toBe(false)
      const columns = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
         where table_schema = ${schemaOf(next)} and table_name = 'customers'`.execute(next.app.db)
      expect(columns.rows.map((column) => column.name)).not.toContain('nickname')
    } finally {
      await next.close()
    }
  })
})
