import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingListResponse } from '../../../shared/booking-admin.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from './admin-test-support.ts'
import { SEARCH_COUNT_PAGES_AHEAD } from './bookings-list-search.ts'

/**
 * A search's total counted only a few pages ahead, and the newest-first pages of a search read from the highest
 * order numbers down (bookings-list-search.ts), on both databases: the pages must be exactly those of the full
 * sort, even when orders were not made in the order of their numbers.
 */
let t: TestApp
let admin: AdminBookings
const SMITHS = 30

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
  for (let n = 0; n < SMITHS; n++) {
    await createBooking(t, { customerName: `Ann Smith ${n}`, customerEmail: `smith${n}@example.com` })
    // Other orders between them, which the search must not find.
    if (n % 3 === 0)
      await createBooking(t, { customerName: `Bo Jones ${n}`, customerEmail: `jones${n}@example.com` })
  }
}, 120_000)
afterAll(() => t.close())

async function list(params: Record<string, string | number>) {
  const response = await admin.list(params)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as BookingListResponse
}

/** Every Smith, newest first as the list sorts: computed here from the rows, not by the code under test. */
async function expectedSmiths() {
  const rows = await t.app.db
    .selectFrom('bookings')
    .select(['id', 'created_at'])
    .where('customer_name', 'like', 'Ann Smith%')
    .execute()
  return rows.sort((a, b) => b.created_at - a.created_at || b.id - a.id).map((row) => row.id)
}

/** Every page of the search at this size, one after another. */
async function allPages(limit: number) {
  const seen: number[] = []
  for (let page = 1; page <= Math.ceil(SMITHS / limit); page++) {
    seen.push(...(await list({ search: 'smith', limit, page })).bookings.map((booking) => booking.id))
  }
  return seen
}

describe('GET /api/bookings with a search', () => {
  it('counts a few pages ahead and says there are more', async () => {
    const first = await list({ search: 'smith', limit: 2 })
    expect(first).toMatchObject({ total: (1 + SEARCH_COUNT_PAGES_AHEAD) * 2, moreThanTotal: true })
    expect(first.bookings).toHaveLength(2)
    const third = await list({ search: 'SMITH', limit: 2, page: 3 })
    expect(third).toMatchObject({ total: (3 + SEARCH_COUNT_PAGES_AHEAD) * 2, moreThanTotal: true })
  })

  it('gives the exact total once the count reaches the last match', async () => {
    const near = await list({ search: 'smith', limit: 5, page: 3 })
    expect(near.total).toBe(SMITHS)
    expect(near.moreThanTotal).toBeUndefined()
    const exact = await list({ search: 'smith' })
    expect(exact).toMatchObject({ total: SMITHS })
    expect(exact.moreThanTotal).toBeUndefined()
    // Filters still count exactly: no Smith is paid.
    expect(await list({ search: 'smith', status: 'paid' })).toMatchObject({ total: 0, bookings: [] })
  })

  it('pages newest first, as the full sort does', async () => {
    const expected = await expectedSmiths()
    expect(await allPages(2)).toEqual(expected)
    expect(await allPages(4)).toEqual(expected)
  })

  it('pages newest first when orders were not made in the order of their numbers', async () => {
    const ids = await expectedSmiths()
    const now = Date.now()
    // An old order moved to the newest, a new one to the oldest, and two made at the same moment.
    await t.app.db
      .updateTable('bookings')
      .set({ created_at: now + 60_000 })
      .where('id', '=', ids.at(-1)!)
      .execute()
    await t.app.db.updateTable('bookings').set({ created_at: 1 }).where('id', '=', ids[0]!).execute()
    await t.app.db
      .updateTable('bookings')
      .set({ created_at: now - 86_400_000 })
      .where('id', 'in', [ids[3]!, ids[20]!])
      .execute()
    const expected = await expectedSmiths()
    expect(expected).not.toEqual(ids)
    expect(await allPages(2)).toEqual(expected)
    expect(await allPages(3)).toEqual(expected)
    expect((await list({ search: 'smith', limit: 2, page: 2 })).bookings.map((b) => b.id)).toEqual(
      expected.slice(2, 4),
    )
  })

  it('sorts the other columns over every match, as before', async () => {
    const byName = await list({ search: 'smith', sort: 'customerName', order: 'desc', limit: 3 })
    expect(byName.bookings.map((booking) => booking.customerName)).toEqual([
      'Ann Smith 9',
      'Ann Smith 8',
      'Ann Smith 7',
    ])
    expect(byName).toMatchObject({ total: (1 + SEARCH_COUNT_PAGES_AHEAD) * 3, moreThanTotal: true })
  })
})
