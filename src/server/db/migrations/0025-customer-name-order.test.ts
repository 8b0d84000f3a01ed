import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CustomerListQuery } from '../../../shared/customer.schema.ts'
import { directoryPageQuery, searchPage } from '../../modules/customers/index.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'

/**
 * The customers' places in name order (migration 0025, SQLite) after random sequences of every write that moves
 * one: a new customer, a new name (or only its case), another searched column changed, a deletion. The places must
 * stay in the directory's order (lower(name), then id) with the trigram index in step, and a search's pages read in
 * the index's order must be those of sorting every match. PostgreSQL has no places; its pages are checked the same.
 */
let t: TestApp
const ids: number[] = []
let created = 0

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NAMES = ['Sam Wolf', 'sam wolf', 'Sam Wolfe', 'Alice Wolf', 'Zoe Sam', 'Bo', 'Émile Sam', 'sam']
const name = fc.constantFrom(...NAMES)
const pick = fc.nat()
const write = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), name }),
  fc.record({ kind: fc.constant('rename' as const), pick, name }),
  fc.record({ kind: fc.constant('city' as const), pick, city: fc.constantFrom('Samford', 'Orlando', null) }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

async function addCustomer(customerName: string) {
  created += 1
  const row = await t.app.db
    .insertInto('customers')
    .values({
      name: customerName,
      email: `c${created}@example.com`,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  ids.push(row.id)
  return row.id
}

async function apply(step: Write) {
  if (step.kind === 'create') return void (await addCustomer(step.name))
  if (ids.length === 0) return
  const index = step.pick % ids.length
  const customers = t.app.db.updateTable('customers').where('id', '=', ids[index]!)
  if (step.kind === 'rename') await customers.set({ name: step.name }).execute()
  if (step.kind === 'city') await customers.set({ city: step.city }).execute()
  if (step.kind === 'delete') {
    await t.app.db.deleteFrom('customers').where('id', '=', ids[index]!).execute()
    ids.splice(index, 1)
  }
}

/** SQLite: every customer's place, in the directory's order. */
const placesInNameOrder = async () =>
  (
    await sql<{ name_rank: number | null }>`select name_rank from customers order by lower(name), id`.execute(
      t.app.db,
    )
  ).rows.map((row) => row.name_rank)

/** SQLite: the places strictly increasing in name order, and the trigram index holding exactly the customers. */
async function expectPlacesInOrder() {
  if (testDatabase !== 'sqlite') return
  const places = await placesInNameOrder()
  expect(places.every((place) => place !== null && place > 0)).toBe(true)
  expect(places.every((place, i) => i === 0 || place! > places[i - 1]!)).toBe(true)
  // FTS5 compares the index with the customers' columns, under the places as rowids.
  await sql`insert into customers_search (customers_search, rank) values ('integrity-check', 1)`.execute(
    t.app.db,
  )
}

/** Every page of a search as the directory answers it and as sorting every match does. */
async function expectPagesAsSorted() {
  for (const search of ['wolf', 'sam', 'sam wolf', 'émile', 'samford', 'example'])
    for (const order of ['asc', 'desc'])
      for (const page of ['1', '2', '3']) {
        const query = { ...CustomerListQuery.parse({ search, order, page, limit: '3' }), search }
        const answered = await searchPage(t.app.db, query)
        expect(answered.rows, `${search} ${order} ${page}`).toEqual(
          await directoryPageQuery(t.app.db, query).execute(),
        )
      }
}

describe("the customers' places in name order", () => {
  const placeOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('customers')
        .select(sql<number>`name_rank`.as('place'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).place

  it.runIf(testDatabase === 'sqlite')(
    'are dealt out afresh around a new customer that finds no room between its neighbours, and only there',
    async () => {
      // Alone in the directory (this test runs first): twenty customers, one far along, then the new ones.
      for (let n = 0; n < 20; n++) await addCustomer(`Aa ${String(n).padStart(2, '0')}`)
      const far = await addCustomer('Zz Far Away')
      const farPlace = await placeOf(far)
      // Each lands just before the one added last, halving the room between that one and the customer before.
      const placedAt = new Map<number, number>()
      for (let n = 60; n > 0; n--) {
        const id = await addCustomer(`Ned ${String(n).padStart(2, '0')}`)
        placedAt.set(id, await placeOf(id))
      }
      const moved = []
      for (const [id, place] of placedAt) if ((await placeOf(id)) !== place) moved.push(id)
      expect(moved.length).toBeGreaterThan(0)
      expect(await placeOf(far)).toBe(farPlace)
      await expectPlacesInOrder()
      await expectPagesAsSorted()
      const ned = { ...CustomerListQuery.parse({ search: 'ned', limit: '3', page: '2' }), search: 'ned' }
      expect((await searchPage(t.app.db, ned)).rows.map((row) => row.name)).toEqual([
        'Ned 04',
        'Ned 05',
        'Ned 06',
      ])
    },
  )

  it.runIf(testDatabase === 'sqlite')(
    'are dealt out over the whole order when every window around the place is full',
    async () => {
      // Every customer one apart, the index made again under those ranks: no window has room.
      await sql`update customers set name_rank = -ranked.position
        from (select id, row_number() over (order by lower(name), id) as position from customers) as ranked
        where customers.id = ranked.id`.execute(t.app.db)
      await sql`update customers set name_rank = -name_rank`.execute(t.app.db)
      await sql`insert into customers_search (customers_search) values ('rebuild')`.execute(t.app.db)
      const last = ids.at(-1)!
      const before = await placeOf(last)
      await addCustomer('Mid Way')
      expect(await placeOf(last)).toBeGreaterThan(before * 1_000_000)
      await expectPlacesInOrder()
      await expectPagesAsSorted()
    },
  )

  it('stay in order and in the index through random writes, and the pages read along them are the sorted ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 25 }), async (steps) => {
        for (const step of steps) await apply(step)
        await expectPlacesInOrder()
        await expectPagesAsSorted()
      }),
      { numRuns: 12 },
    )
  })

  it('are given to the customers a database held before the migration, as a server started on it does', async () => {
    const steps = remigrate(t, '0025-customer-name-order')
    await steps.downToJustBefore()
    // Written under the schema before: no places, the index keyed by id.
    for (const customerName of ['Sam Wolf', 'Émile Sam', 'sam wolf', 'Bo Sam'])
      await addCustomer(customerName)
    await steps.upToLatest()
    await expectPlacesInOrder()
    await expectPagesAsSorted()
    await addCustomer('Sam Wolf')
    await expectPlacesInOrder()
    await expectPagesAsSorted()
  })
})
