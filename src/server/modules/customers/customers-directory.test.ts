import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer } from '../../../shared/customer.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking } from '../bookings/admin-test-support.ts'
import { insertEmailOnce } from '../inbox/index.ts'
import { setBookingCreatedAt } from '../bookings/admin-test-support.ts'
import { adminCustomers, NOTHING_ORDERED } from './customers-test-support.ts'

/**
 * Four customers, worked out by hand (prices: $9, $8, $6, $4 a knife by blade size, $1 a nick repair, $3 a
 * stropping, $6.75 a knife measured on pickup; totalSpent counts completed and paid orders):
 *
 *   Ann Lee    3 orders: $9 completed (5 Jan), $16 paid and archived (10 Feb), $6 cancelled (1 Mar) → spent $25.00;
 *              booked once as Ann.Lee@Example.com and twice as ann.lee@example.COM: one customer
 *   bob stone  1 order:  pickup of 4 knives + 1 nick repair = $28.00, pending (20 Feb)           → spent $0.00
 *   Carl 100%  1 order:  3 knives under 4" = $12.00, completed (20 Jan), in Winter_Park        → spent $12.00
 *   Dora 100X  1 order:  1 knife under 4" + 1 stropping = $7.00, in progress (5 Mar), WinterXPark → spent $0.00
 *
 * Directory: 4 customers, 1 repeat, revenue $37.00 over the 3 completed or paid orders → average $12.33
 * (37 / 3 = 12.333...; pending, in-progress and cancelled orders are not in the count).
 */
let t: TestApp
let customers: ReturnType<typeof adminCustomers>
const ids: Record<'ann' | 'bob' | 'carl' | 'dora', number> = { ann: 0, bob: 0, carl: 0, dora: 0 }
const annBookings: number[] = []

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  const cookie = await t.login()
  const admin = adminBookings(t, cookie)
  customers = adminCustomers(t, cookie)

  const ann = { customerName: 'Ann Lee', customerPhone: '(407) 555-0123', city: 'Orlando', state: 'FL' }
  const a1 = await createBooking(t, {
    ...ann,
    ...NOTHING_ORDERED,
    customerEmail: 'Ann.Lee@Example.com',
    bladesOver9Inches: 1,
  })
  const a2 = await createBooking(t, {
    ...ann,
    ...NOTHING_ORDERED,
    customerEmail: 'ann.lee@example.COM',
    blades7To9Inches: 2,
  })
  const a3 = await createBooking(t, {
    ...ann,
    ...NOTHING_ORDERED,
    customerEmail: ' ann.lee@example.COM',
    blades4To6Inches: 1,
  })
  await admin.status(a1.id, { status: 'completed' })
  await admin.status(a2.id, { status: 'paid' })
  await admin.archive(a2.id)
  await admin.status(a3.id, { status: 'cancelled' })
  annBookings.push(a1.id, a2.id, a3.id)

  const bob = await createBooking(t, {
    ...NOTHING_ORDERED,
    customerName: 'bob stone',
    customerEmail: 'bob@example.com',
    customerPhone: '407.555.9999',
    city: 'Orlando',
    measurementType: 'pickup',
    knifeCount: 4,
    nickRepairQuantity: 1,
    specialRequirements: 'MEASURE ON PICKUP - 4 knives total.',
  })
  const carl = await createBooking(t, {
    ...NOTHING_ORDERED,
    customerName: 'Carl 100%',
    customerEmail: 'carl@example.com',
    customerPhone: null,
    city: 'Winter_Park',
    bladesUnder4Inches: 3,
  })
  await admin.status(carl.id, { status: 'completed' })
  const dora = await createBooking(t, {
    ...NOTHING_ORDERED,
    customerName: 'Dora 100X',
    customerEmail: 'dora@example.com',
    customerPhone: '+1 321 555 7788',
    city: 'WinterXPark',
    bladesUnder4Inches: 1,
    strappingQuantity: 1,
  })
  await admin.status(dora.id, { status: 'in-progress' })

  const dates: [number, string][] = [
    [a1.id, '2025-01-05T15:00:00.000Z'],
    [a2.id, '2025-02-10T15:00:00.000Z'],
    [a3.id, '2025-03-01T15:00:00.000Z'],
    [bob.id, '2025-02-20T15:00:00.000Z'],
    [carl.id, '2025-01-20T15:00:00.000Z'],
    [dora.id, '2025-03-05T15:00:00.000Z'],
  ]
  for (const [id, iso] of dates) await setBookingCreatedAt(t.app.db, id, iso)
  ids.ann = a1.customerId as number
  ids.bob = bob.customerId as number
  ids.carl = carl.customerId as number
  ids.dora = dora.customerId as number
}, 60_000)
afterAll(() => t.close())

const listed = (response: { json(): unknown }) => (response.json() as { customers: Customer[] }).customers
const names = (response: { json(): unknown }) => listed(response).map((customer) => customer.name)

describe('GET /api/customers', () => {
  it('lists every customer A to Z ignoring case, with totals computed from their orders', async () => {
    const response = await customers.list()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json().total).toBe(4)
    expect(listed(response)).toEqual([
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
    expect(names(await customers.list({ order: 'desc' }))).toEqual([
      'Dora 100X',
      'Carl 100%',
      'bob stone',
      'Ann Lee',
    ])
    expect(names(await customers.list({ sort: 'lastOrderDate' }))).toEqual([
      'Dora 100X',
      'Ann Lee',
      'bob stone',
      'Carl 100%',
    ])
    expect(names(await customers.list({ sort: 'lastOrderDate', order: 'asc' }))).toEqual([
      'Carl 100%',
      'bob stone',
      'Ann Lee',
      'Dora 100X',
    ])
  })

  it('pages, with the total on every page, and an empty page past the end', async () => {
    const first = await customers.list({ limit: 2 })
    expect([names(first), first.json().total]).toEqual([['Ann Lee', 'bob stone'], 4])
    const second = await customers.list({ limit: 2, page: 2 })
    expect([names(second), second.json().total]).toEqual([['Carl 100%', 'Dora 100X'], 4])
    const byDate = await customers.list({ limit: 3, page: 2, sort: 'lastOrderDate' })
    expect([names(byDate), byDate.json().total]).toEqual([['Carl 100%'], 4])
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
    expect(names(response)).toEqual(expected)
    expect(response.json().total).toBe(expected.length)
  })

  it('takes % and _ literally', async () => {
    expect(names(await customers.list({ search: '100%' }))).toEqual(['Carl 100%'])
    expect(names(await customers.list({ search: 'r_p' }))).toEqual(['Carl 100%'])
    expect(names(await customers.list({ search: '%' }))).toEqual(['Carl 100%'])
    expect(names(await customers.list({ search: '_' }))).toEqual(['Carl 100%'])
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
    expect(response.json()).toEqual(listed(await customers.list())[0])
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

describe('a customer left without orders', () => {
  it('stays in the directory with 0 orders and no dates when an edit moves their only order to another e-mail', async () => {
    const own = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
    try {
      const cookie = await own.login()
      const booking = await createBooking(own, { customerEmail: 'typo@exmaple.com' })
      const {
        id,
        createdAt: _c,
        updatedAt: _u,
        archived: _a,
        measurementType: _m,
        knifeCount: _k,
        ...form
      } = booking
      const { customerId: _ci, estimatedPrice: _e, totalKnives: _t, outOfArea: _o, ...editable } = form
      const edit = await adminBookings(own, cookie).update(id, {
        ...editable,
        customerEmail: 'eve@example.com',
      })
      expect(edit.statusCode).toBe(200)
      const list = await adminCustomers(own, cookie).list({ sort: 'lastOrderDate' })
      expect(listed(list).map((c) => [c.email, c.totalOrders, c.lastOrderDate === null])).toEqual([
        ['eve@example.com', 1, false],
        ['typo@exmaple.com', 0, true],
      ])
      expect((await adminCustomers(own, cookie).get(booking.customerId as number)).json()).toMatchObject({
        totalOrders: 0,
        totalSpent: '0.00',
        firstOrderDate: null,
        lastOrderDate: null,
      })
      expect((await adminCustomers(own, cookie).summary()).json()).toMatchObject({
        totalCustomers: 2,
        repeatCustomers: 0,
      })
    } finally {
      await own.close()
    }
  })
})

describe("the directory's search index", () => {
  it('follows a customer who adopts a newer booking with a new name, phone and city', async () => {
    const own = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
    try {
      const directory = adminCustomers(own, await own.login())
      const found = async (search: string) => names(await directory.list({ search }))
      const first = { customerEmail: 'moving@example.com', customerName: 'Gail Mover' }
      await createBooking(own, { ...first, customerPhone: '(407) 555-3131', city: 'Sanford' })
      expect(await found('sanford')).toEqual(['Gail Mover'])

      const settled = await createBooking(own, {
        ...first,
        customerName: 'Gail Settled',
        customerPhone: '321 555 4242',
        city: 'Ocoee',
      })
      // A public booking leaves the saved customer as it is, until the admin adopts its details.
      expect(await found('sanford')).toEqual(['Gail Mover'])
      const cookie = await own.login()
      const url = `/api/bookings/${settled.id}/adopt-contact`
      expect((await own.request({ method: 'POST', url, cookie })).statusCode).toBe(200)
      expect(await found('sanford')).toEqual([])
      expect(await found('555-3131')).toEqual([])
      expect(await found('OCOEE')).toEqual(['Gail Settled'])
      expect(await found('321-555-42')).toEqual(['Gail Settled'])
      expect(await found('mover')).toEqual([])
    } finally {
      await own.close()
    }
  })
})
