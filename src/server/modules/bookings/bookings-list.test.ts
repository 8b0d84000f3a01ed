import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from './admin-test-support.ts'

let t: TestApp
let admin: AdminBookings
/** 25 bookings, oldest first, with varied prices, names and statuses. */
let all: Booking[]

const NAMES = ['anne Zed', 'Bob Young', 'carl Xu', 'Dora Wolf', 'Ed Vance']

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
  all = []
  for (let n = 0; n < 25; n++) {
    const booking = await createBooking(t, {
      customerName: `${NAMES[n % 5]} ${n}`,
      customerEmail: `person${n}@example.com`,
      customerPhone: `(407) 555-${String(1000 + n)}`,
      // Prices repeat (n % 7), so sorting by price needs the id to break ties.
      bladesOver9Inches: (n % 7) + 1,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      specialRequirements: n === 3 ? 'Gate code 50% off_x' : n === 4 ? 'Gate code 50X offYx' : null,
    })
    all.push(booking as unknown as Booking)
  }
  // Five finished orders, three of them archived; two in progress.
  for (const index of [0, 1, 2, 3, 4]) await admin.status(all[index]!.id, { status: 'completed' })
  for (const index of [5, 6]) await admin.status(all[index]!.id, { status: 'in-progress' })
  for (const index of [0, 1, 2]) await admin.archive(all[index]!.id)
}, 120_000)
afterAll(() => t.close())

const ids = (response: { json(): unknown }) =>
  (response.json() as { bookings: Booking[] }).bookings.map((b) => b.id)
const idsOf = (indexes: number[]) => indexes.map((index) => all[index]!.id)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, n) => from + n)

describe('GET /api/bookings paging', () => {
  it('answers 10 of the unarchived orders, newest first, with the total', async () => {
    const response = await admin.list({ includeArchived: 'false' })
    expect(response.statusCode).toBe(200)
    expect(response.json().total).toBe(22)
    expect(ids(response)).toEqual(idsOf(range(15, 24).reverse()))
  })

  it('continues on the next pages, and answers an empty page past the end with the total', async () => {
    const second = await admin.list({ page: 2 })
    expect(ids(second)).toEqual(idsOf(range(5, 14).reverse()))
    const third = await admin.list({ page: 3 })
    expect(ids(third)).toEqual(idsOf([4, 3]))
    expect(third.json().total).toBe(22)
    const beyond = await admin.list({ page: 50 })
    expect(beyond.json()).toEqual({ bookings: [], total: 22 })
  })

  it('takes a limit up to 100', async () => {
    const response = await admin.list({ limit: 100, includeArchived: 'true' })
    expect(ids(response)).toHaveLength(25)
    expect(response.json().total).toBe(25)
  })
})

describe('GET /api/bookings filters', () => {
  it('includes archived orders when asked, and shows only them in Archived Orders', async () => {
    expect((await admin.list({ includeArchived: 'true' })).json().total).toBe(25)
    const archived = await admin.list({ showOnlyArchived: 'true' })
    expect(ids(archived)).toEqual(idsOf([2, 1, 0]))
    expect(archived.json().bookings.every((booking: Booking) => booking.archived)).toBe(true)
  })

  it('filters by status, and all means every status', async () => {
    expect(ids(await admin.list({ status: 'completed' }))).toEqual(idsOf([4, 3]))
    expect(ids(await admin.list({ status: 'completed', showOnlyArchived: 'true' }))).toEqual(idsOf([2, 1, 0]))
    expect(ids(await admin.list({ status: 'in-progress' }))).toEqual(idsOf([6, 5]))
    expect((await admin.list({ status: 'paid' })).json()).toEqual({ bookings: [], total: 0 })
    expect((await admin.list({ status: 'all' })).json().total).toBe(22)
  })
})

describe('GET /api/bookings search', () => {
  const search = async (text: string, extra: Record<string, string> = {}) =>
    ids(await admin.list({ search: text, includeArchived: 'true', limit: 100, ...extra }))

  it('finds an order by its number in each form people write it', async () => {
    const order = all[7]!
    for (const form of [
      `${order.id}`,
      `#${order.id}`,
      `BO-${String(order.id).padStart(6, '0')}`,
      `bo-${order.id}`,
    ]) {
      expect(await search(form), form).toContain(order.id)
    }
    expect(await search(`#${order.id}`)).toEqual([order.id])
  })

  it('finds by name, e-mail, phone and special requirements, ignoring case', async () => {
    expect(await search('DORA WOLF')).toEqual(idsOf([23, 18, 13, 8, 3]))
    expect(await search('PERSON12@EXAMPLE')).toEqual(idsOf([12]))
    expect(await search('555-1017')).toEqual(idsOf([17]))
    expect(await search('gate CODE')).toEqual(idsOf([4, 3]))
  })

  it('finds a phone by its digits, however they are punctuated', async () => {
    expect(await search('4075551017')).toEqual(idsOf([17]))
    expect(await search('407.555.1017')).toEqual(idsOf([17]))
    expect(await search('+1 407 555 1017')).toEqual(idsOf([17]))
  })

  it('takes % and _ literally', async () => {
    expect(await search('50%')).toEqual(idsOf([3]))
    expect(await search('off_x')).toEqual(idsOf([3]))
    expect(await search('%')).toEqual(idsOf([3]))
    expect(await search('_')).toEqual(idsOf([3]))
  })

  it('combines the search with the archive switch and the status', async () => {
    expect(await search('anne zed', { includeArchived: 'false' })).toEqual(idsOf([20, 15, 10, 5]))
    expect(await search('anne zed', { showOnlyArchived: 'true' })).toEqual(idsOf([0]))
    expect(await search('anne zed', { status: 'in-progress' })).toEqual(idsOf([5]))
  })

  it('ignores a blank search, and finds nothing for text no order has', async () => {
    expect(await search('   ')).toHaveLength(25)
    expect((await admin.list({ search: 'no such order' })).json()).toEqual({ bookings: [], total: 0 })
  })
})

describe('GET /api/bookings sorting across pages', () => {
  const sortedPages = async (sort: string, order: 'asc' | 'desc') => {
    const pages = []
    for (const page of [1, 2, 3]) {
      pages.push(...ids(await admin.list({ sort, order, page, includeArchived: 'true' })))
    }
    return pages
  }
  const price = (booking: Booking) => Number(booking.estimatedPrice)

  it('sorts by value over every page, the id breaking ties: page 2 continues page 1', async () => {
    const expected = [...all].sort((a, b) => price(a) - price(b) || a.id - b.id).map((booking) => booking.id)
    expect(await sortedPages('estimatedPrice', 'asc')).toEqual(expected)
    expect(await sortedPages('estimatedPrice', 'desc')).toEqual([...expected].reverse())
  })

  it('sorts customers by name without regard to case', async () => {
    const expected = [...all]
      .sort((a, b) => a.customerName.toLowerCase().localeCompare(b.customerName.toLowerCase()) || a.id - b.id)
      .map((booking) => booking.id)
    expect(await sortedPages('customerName', 'asc')).toEqual(expected)
  })

  it('sorts by status in the workflow order, and by order number', async () => {
    const byStatus = ids(await admin.list({ sort: 'status', order: 'desc', limit: 5 }))
    expect(byStatus).toEqual(idsOf([4, 3, 6, 5, 24]))
    expect(ids(await admin.list({ sort: 'id', limit: 3, includeArchived: 'true' }))).toEqual(idsOf([0, 1, 2]))
  })

  it('sorts by total knives and add-ons, counting an unmeasured pickup by its knife count', async () => {
    const pickup = await createBooking(t, {
      ...pickupBooking,
      knifeCount: 40,
      customerEmail: 'pickup@example.com',
    })
    try {
      const first = ids(await admin.list({ sort: 'totalKnives', order: 'desc', limit: 1 }))
      expect(first).toEqual([pickup.id])
      const addOns = ids(await admin.list({ sort: 'addOns', order: 'desc', limit: 1 }))
      expect(addOns).toEqual([pickup.id])
    } finally {
      await t.app.db.deleteFrom('bookings').where('id', '=', pickup.id).execute()
    }
  })
})

describe('GET /api/bookings?updatedSince=', () => {
  it('keeps only the orders changed at or after the instant, for the board’s recent columns', async () => {
    const rows = await t.app.db.selectFrom('bookings').select(['id', 'updated_at']).execute()
    const changed = new Map(rows.map((row) => [row.id, Number(row.updated_at)]))
    const completed = idsOf([3, 4])
    const cut = Math.max(...completed.map((id) => changed.get(id)!))
    const response = await admin.list({ status: 'completed', updatedSince: new Date(cut).toISOString() })
    expect(response.statusCode).toBe(200)
    const expected = completed.filter((id) => changed.get(id)! >= cut)
    expect(ids(response).sort()).toEqual(expected.sort())
    expect(response.json().total).toBe(expected.length)

    const later = await admin.list({ status: 'completed', updatedSince: new Date(cut + 1).toISOString() })
    expect(later.json().total).toBe(0)
  })

  it('refuses what is not a date and time, with a clear message', async () => {
    const response = await admin.list({ updatedSince: 'last month' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([
      { path: 'updatedSince', message: 'updatedSince must be a date and time like 2025-01-05T00:00:00Z' },
    ])
  })
})
