import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { insertEmailOnce } from '../inbox/index.ts'
import {
  type AdminCustomers,
  listedCustomers,
  listedNames,
  seedFourCustomers,
} from './customers-test-support.ts'

/** Ann, bob, Carl and Dora, with their orders: see seedFourCustomers for what each ordered and spent. */
let t: TestApp
let customers: AdminCustomers
let ids: Record<'ann' | 'bob' | 'carl' | 'dora', number>
let annBookings: number[]

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  ;({ customers, ids, annBookings } = await seedFourCustomers(t))
}, 60_000)
afterAll(() => t.close())

describe('GET /api/customers', () => {
  it('lists every customer A to Z ignoring case, with totals computed from their orders', async () => {
    const response = await customers.list()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json().total).toBe(4)
    expect(listedCustomers(response)).toEqual([
      {
        id: ids.ann,
        name: 'Ann Lee',
        email: 'ann.lee@example.com',
        phone: '(407) 555-0123',
        streetAddress: '12 Palm Lane',
        city: 'Orlando',
        state: 'FL',
        zipCode: '32804',
        totalOrders: 3,
        totalSpent: '25.00',
        firstOrderDate: '2025-01-05T15:00:00.000Z',
        lastOrderDate: '2025-03-01T15:00:00.000Z',
        remindersOptIn: false,
        unsubscribedAt: null,
      },
      expect.objectContaining({
        name: 'bob stone',
        totalOrders: 1,
        totalSpent: '0.00',
        firstOrderDate: '2025-02-20T15:00:00.000Z',
        lastOrderDate: '2025-02-20T15:00:00.000Z',
      }),
      expect.objectContaining({ name: 'Carl 100%', phone: null, totalOrders: 1, totalSpent: '12.00' }),
      expect.objectContaining({ name: 'Dora 100X', totalOrders: 1, totalSpent: '0.00' }),
    ])
  })

  it('sorts Z to A, and by last order, the most recent first unless asked otherwise', async () => {
    expect(listedNames(await customers.list({ order: 'desc' }))).toEqual([
      'Dora 100X',
      'Carl 100%',
      'bob stone',
      'Ann Lee',
    ])
    expect(listedNames(await customers.list({ sort: 'lastOrderDate' }))).toEqual([
      'Dora 100X',
      'Ann Lee',
      'bob stone',
      'Carl 100%',
    ])
    expect(listedNames(await customers.list({ sort: 'lastOrderDate', order: 'asc' }))).toEqual([
      'Carl 100%',
      'bob stone',
      'Ann Lee',
      'Dora 100X',
    ])
  })

  it('pages, with the total on every page, and an empty page past the end', async () => {
    const first = await customers.list({ limit: 2 })
    expect([listedNames(first), first.json().total]).toEqual([['Ann Lee', 'bob stone'], 4])
    const second = await customers.list({ limit: 2, page: 2 })
    expect([listedNames(second), second.json().total]).toEqual([['Carl 100%', 'Dora 100X'], 4])
    const byDate = await customers.list({ limit: 3, page: 2, sort: 'lastOrderDate' })
    expect([listedNames(byDate), byDate.json().total]).toEqual([['Carl 100%'], 4])
    expect((await customers.list({ limit: 2, page: 3 })).json()).toEqual({ customers: [], total: 4 })
  })

  it.each([
    ['ANN.LEE@EXAMPLE', ['Ann Lee']],
    ['BOB', ['bob stone']],
    ['winter', ['Carl 100%', 'Dora 100X']],
    ['  orlando ', ['Ann Lee', 'bob stone']],
    // The phone as written, and by its digits whatever the punctuation.
    ['(407) 555-01', ['Ann Lee']],
    ['407-555-0123', ['Ann Lee']],
    ['555-99', ['bob stone']],
    ['4075559999', ['bob stone']],
    ['+1 321-555-7788', ['Dora 100X']],
    ['407', ['Ann Lee', 'bob stone']],
  ])('finds %j in name, e-mail, phone or city', async (search, expected) => {
    const response = await customers.list({ search })
    expect(response.statusCode).toBe(200)
    expect(listedNames(response)).toEqual(expected)
    expect(response.json().total).toBe(expected.length)
  })

  it('takes % and _ literally', async () => {
    expect(listedNames(await customers.list({ search: '100%' }))).toEqual(['Carl 100%'])
    expect(listedNames(await customers.list({ search: 'r_p' }))).toEqual(['Carl 100%'])
    expect(listedNames(await customers.list({ search: '%' }))).toEqual(['Carl 100%'])
    expect(listedNames(await customers.list({ search: '_' }))).toEqual(['Carl 100%'])
    expect(await customers.list({ search: '\\' }).then((response) => response.json())).toEqual({
      customers: [],
      total: 0,
    })
  })

  it('finds nobody for a search that matches nothing', async () => {
    expect((await customers.list({ search: 'zebra' })).json()).toEqual({ customers: [], total: 0 })
  })
})

describe('GET /api/customers/summary', () => {
  it('counts customers, repeat customers, revenue and the average over the completed and paid orders', async () => {
    const response = await customers.summary()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      totalCustomers: 4,
      repeatCustomers: 1,
      totalRevenue: '37.00',
      avgOrderValue: '12.33',
    })
  })
})

describe('GET /api/customers/{id} and its orders and e-mails', () => {
  it('answers one customer with the same totals as the directory', async () => {
    const response = await customers.get(ids.ann)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(listedCustomers(await customers.list())[0])
  })

  it('lists every order of the customer, newest first, cancelled and archived ones included', async () => {
    const response = await customers.bookings(ids.ann)
    expect(response.statusCode).toBe(200)
    const bookings = response.json().bookings as { id: number; status: string; archived: boolean }[]
    expect(bookings.map((booking) => [booking.id, booking.status, booking.archived])).toEqual([
      [annBookings[2], 'cancelled', false],
      [annBookings[1], 'paid', true],
      [annBookings[0], 'completed', false],
    ])
  })

  it("lists the customer's e-mails newest first, and no one else's", async () => {
    const email = (messageId: string, fromEmail: string, receivedAt: string) =>
      insertEmailOnce(t.app.db, {
        message_id: messageId,
        from_name: null,
        from_email: fromEmail,
        to_email: 'hello@sharpedge.example',
        subject: messageId,
        text_content: 'Hello',
        html_content: null,
        received_at: Date.parse(receivedAt),
        created_at: Date.parse(receivedAt),
      })
    await email('older', 'ann.lee@example.com', '2025-03-02T10:00:00Z')
    await email('newer', 'ann.lee@example.com', '2025-03-03T10:00:00Z')
    await email('bob', 'bob@example.com', '2025-03-04T10:00:00Z')
    const response = await customers.emails(ids.ann)
    expect(response.statusCode).toBe(200)
    const emails = response.json().emails as { subject: string; customerId: number }[]
    expect(emails.map((e) => [e.subject, e.customerId])).toEqual([
      ['newer', ids.ann],
      ['older', ids.ann],
    ])
    expect((await customers.emails(ids.carl)).json()).toEqual({ emails: [] })
  })
})
