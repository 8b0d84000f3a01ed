import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CustomerListQuery } from '../../../shared/customer.schema.ts'
import { searchPage } from '../../modules/customers/index.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'

/**
 * Migration 0027: an update that writes a customer's searched columns with the values they had leaves the customer's
 * entry in SQLite's trigram index alone; one that changes any of them moves it, as before. On both databases the
 * directory's search finds the customer by what it now says, and not by what it said.
 */
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const CUSTOMER = {
  name: 'Wren Quillfeather',
  email: 'wren@example.com',
  phone: '(407) 555-0142',
  phone_digits: '4075550142',
  city: 'Oviedo',
}

async function addCustomer(email = CUSTOMER.email) {
  const row = await t.app.db
    .insertInto('customers')
    .values({ ...CUSTOMER, email, created_at: 1, updated_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * SQLite: the rows a write wrote, its triggers' and the index's own included (total_changes()). PostgreSQL: the
 * write alone is run.
 */
async function rowsWrittenBy(write: () => Promise<unknown>) {
  if (testDatabase !== 'sqlite') return void (await write())
  const total = async () =>
    (await sql<{ n: number }>`select total_changes() as n`.execute(t.app.db)).rows[0]!.n
  const before = await total()
  await write()
  return (await total()) - before
}

const found = async (search: string) =>
  (await searchPage(t.app.db, { ...CustomerListQuery.parse({ search }), search })).rows.map((row) => row.name)

async function expectIndexInStep() {
  if (testDatabase !== 'sqlite') return
  await sql`insert into customers_search (customers_search, rank) values ('integrity-check', 1)`.execute(
    t.app.db,
  )
}

describe('a customer saved with its searched columns unchanged', () => {
  it('is left alone in the search index, and one with a column changed is moved', async () => {
    const id = await addCustomer()
    const save = (values: Partial<typeof CUSTOMER>) => () =>
      t.app.db
        .updateTable('customers')
        .set({ ...CUSTOMER, ...values, updated_at: 2 })
        .where('id', '=', id)
        .execute()

    const unchanged = await rowsWrittenBy(save({}))
    const moved = await rowsWrittenBy(save({ city: 'Sanford' }))
    if (testDatabase === 'sqlite') {
      // The customer's row alone; then its way out of the index and back in as well.
      expect(unchanged).toBe(1)
      expect(moved).toBeGreaterThan(1)
    }
    await expectIndexInStep()
    expect(await found('sanford')).toEqual([CUSTOMER.name])
    expect(await found('oviedo')).toEqual([])

    // Only the case of the name: the index holds the name as written, so it moves.
    const recased = await rowsWrittenBy(save({ name: 'wren quillfeather' }))
    if (testDatabase === 'sqlite') expect(recased).toBe(moved)
    await expectIndexInStep()
    expect(await found('quillfeather')).toEqual(['wren quillfeather'])
  })

  it.runIf(testDatabase === 'sqlite')(
    'moves, under the trigger a database held before the migration had',
    async () => {
      const steps = remigrate(t, '0027-customer-index-unchanged')
      await steps.downToJustBefore()
      try {
        const id = await addCustomer('wren.before@example.com')
        const unchanged = await rowsWrittenBy(() =>
          t.app.db.updateTable('customers').set({ city: CUSTOMER.city }).where('id', '=', id).execute(),
        )
        expect(unchanged).toBeGreaterThan(1)
      } finally {
        await steps.upToLatest()
      }
      await expectIndexInStep()
    },
  )
})
