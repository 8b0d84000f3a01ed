import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CustomerListQuery, type Customer } from '../../../shared/customer.schema.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { searchCountCap, totalUpTo } from '../../lib/search-count.ts'
import { rankedSearchPage, searchPage, walkedSearchPage } from './customers-search-page.ts'
import { sortedWhenNamesBegun } from './search-begins-names.ts'
import { directoryPageQuery } from './directory-page-query.ts'
import { adminCustomers } from './customers-test-support.ts'

/**
 * A search's total is counted no further than four pages past the page shown, as the admin order search does, and
 * a page by name is read along the names (PostgreSQL's walk, SQLite's trigram index in name order) instead of
 * sorting every match: both must show what counting and sorting every match shows.
 */
let t: TestApp
let customers: ReturnType<typeof adminCustomers>

/**
 * Seven customers the search finds (their names out of order, one upper-cased), and one it does not; two more whose
 * names hold "sam" further along.
 */
const FOUND = [
  'Sam Wolf 4',
  'sam wolf 1',
  'Sam Wolf 7',
  'Sam Wolf 2',
  'SAM WOLF 6',
  'Sam Wolf 3',
  'Sam Wolf 5',
]

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  customers = adminCustomers(t, await t.login())
  for (const [n, customerName] of [...FOUND, 'Alice Other', 'Pam Samuels', 'Ada Samson'].entries())
    await createBooking(t, { customerName, customerEmail: `person${n}@example.com` })
}, 60_000)
afterAll(() => t.close())

const names = (response: { json(): unknown }) =>
  (response.json() as { customers: Customer[] }).customers.map((customer) => customer.name)

describe('the customer search', () => {
  it('counts its total to four pages past the page shown, then says more than', async () => {
    const first = await customers.list({ search: 'wolf', limit: 1 })
    expect(first.json()).toMatchObject({ total: 5, moreThanTotal: true })
    expect(names(first)).toEqual(['sam wolf 1'])
    const third = await customers.list({ search: 'wolf', limit: 1, page: 3 })
    expect(third.json().total).toBe(7)
    expect(third.json().moreThanTotal).toBeUndefined()
    expect(names(third)).toEqual(['Sam Wolf 3'])
    expect((await customers.list({ search: 'wolf', limit: 2, page: 5 })).json()).toMatchObject({
      customers: [],
      total: 7,
    })
  })

  it("shows the same pages read in the trigram index's name order as sorting every match, on SQLite", async () => {
    for (const search of ['wolf', 'sam', 'example', '@', 'ALICE'])
      for (const order of ['asc', 'desc'])
        for (const page of ['1', '2', '3', '4', '5']) {
          const query = { ...CustomerListQuery.parse({ search, order, page, limit: '2' }), search }
          const ranked = await rankedSearchPage(t.app.db, query)
          // SQLite reads its index for text of a trigram or more; PostgreSQL has no such order.
          if (testDatabase === 'postgres' || search.length < 3) expect(ranked).toBeUndefined()
          else
            expect(ranked, `${search} ${order} ${page}`).toEqual(
              await directoryPageQuery(t.app.db, query).execute(),
            )
        }
    expect(names(await customers.list({ search: 'wolf' }))).toEqual([
      'sam wolf 1',
      'Sam Wolf 2',
      'Sam Wolf 3',
      'Sam Wolf 4',
      'Sam Wolf 5',
      'SAM WOLF 6',
      'Sam Wolf 7',
    ])
  })

  // Five searches walked page by page both ways, each page checked against the full computation: 2.2 s on PostgreSQL
  // on a quiet machine, over the 5 s default on a busy one (a fresh clone's run beside other tests).
  it('answers every page and its count ahead as sorting and counting every match does, however far the names are walked', async () => {
    // PostgreSQL walks the names first: a walk of a few customers stops short of the matches the count needs.
    const taken = new Set<string>()
    for (const search of ['wolf', 'sam', 'example', '@', 'nobody'])
      for (const order of ['asc', 'desc'])
        for (const page of ['1', '2', '3', '5'])
          for (const limit of ['1', '2'])
            for (const entries of [2, 3, 5, 100]) {
              const query = { ...CustomerListQuery.parse({ search, order, page, limit }), search }
              const label = `${search} ${order} ${page} ${limit} ${entries}`
              const every = await directoryPageQuery(t.app.db, { ...query, page: 1, limit: 100 }).execute()
              const answer = await searchPage(t.app.db, query, entries)
              expect(answer.rows, label).toEqual(await directoryPageQuery(t.app.db, query).execute())
              expect(totalUpTo(answer.found, answer.cap), label).toEqual(
                totalUpTo(every.length, searchCountCap(query)),
              )
              if (testDatabase === 'sqlite') continue
              const walk = await walkedSearchPage(t.app.db, query, entries)
              // A walk past the last customer always tells the page and the count.
              if (entries === 100) expect(walk?.complete, label).toBe(true)
              taken.add(
                walk?.complete ? 'complete' : walk?.rows ? 'page from the walk' : 'sorted and counted',
              )
            }
    if (testDatabase === 'postgres')
      expect([...taken].sort()).toEqual(['complete', 'page from the walk', 'sorted and counted'])
  }, 30_000)

  it('sorts at once on PostgreSQL the matches of a text that begins their names, and leaves any other to the walk', async () => {
    const sorted = (search: string, order: string, page: number, limit = 2, others = 2, matches = 9) =>
      sortedWhenNamesBegun(
        t.app.db,
        { ...CustomerListQuery.parse({ search, order, page: String(page), limit: String(limit) }), search },
        { others, matches },
      )
    for (const order of ['asc', 'desc'])
      for (const page of [1, 2, 3]) {
        const query = {
          ...CustomerListQuery.parse({ search: 'SAM', order, page: String(page), limit: '2' }),
          search: 'SAM',
        }
        const answer = await sorted('SAM', order, page)
        if (testDatabase === 'sqlite') expect(answer).toBeUndefined()
        else
          expect(answer, `${order} ${page}`).toEqual({
            rows: await directoryPageQuery(t.app.db, query).execute(),
            found: 9,
          })
      }
    if (testDatabase === 'sqlite') return
    // Seven names begin with "sam": a page beyond them is the walk's, as is a text that begins none.
    expect(await sorted('sam', 'asc', 4)).toBeUndefined()
    expect(await sorted('sam', 'asc', 1, 7)).toBeDefined()
    expect(await sorted('wolf', 'asc', 1)).toBeUndefined()
    // More matches than it sorts, or more of them that do not begin their names, and the walk answers.
    expect(await sorted('sam', 'asc', 1, 2, 1)).toBeUndefined()
    expect(await sorted('sam', 'asc', 1, 2, 2, 8)).toBeUndefined()
    expect(await sorted('sam', 'asc', 1, 2, 2, 9)).toBeDefined()
  })
})
