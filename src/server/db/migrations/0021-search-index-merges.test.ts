import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { remigrate } from '../../test/remigrate.ts'

const THIS_MIGRATION = '0021-search-index-merges'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** The merge width FTS5 keeps in the index's config table; absent means its default of 4. */
async function automerge(index: 'bookings_search' | 'customers_search') {
  const { rows } = await sql<{
    v: number
  }>`select v from ${sql.id(`${index}_config`)} where k = 'automerge'`.execute(t.app.db)
  return rows[0]?.v ?? 4
}

describe.runIf(testDatabase === 'sqlite')(`migration ${THIS_MIGRATION}`, () => {
  it('has both trigram indexes merge their segments 16 at a time, and back to the default 4 when undone', async () => {
    expect([await automerge('bookings_search'), await automerge('customers_search')]).toEqual([16, 16])
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    expect([await automerge('bookings_search'), await automerge('customers_search')]).toEqual([4, 4])
    await migrations.upToLatest()
    expect([await automerge('bookings_search'), await automerge('customers_search')]).toEqual([16, 16])
  })
})
