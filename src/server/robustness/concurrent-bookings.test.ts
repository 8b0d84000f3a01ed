import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../shared/booking.schema.ts'
import type { CustomerList } from '../../shared/customer.schema.ts'
import { detailedBooking } from '../test/bookings.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

const BOOKINGS = 200
const CUSTOMERS = 20

let t: TestApp
let baseUrl: string
beforeAll(async () => {
  // Every request comes from 127.0.0.1: the per-address booking limit would answer instead of the app.
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  // A real socket, so the HTTP layer (parsing, keep-alive, back-pressure) is under load too, not only inject.
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

/** The same address as customers type it: any case, stray spaces. One customer each, whatever the spelling. */
function spelling(email: string, variant: number): string {
  const [local = '', domain = ''] = email.split('@')
  switch (variant % 4) {
    case 0:
      return email
    case 1:
      return email.toUpperCase()
    case 2:
      return `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`
    default:
      return `  ${email}  `
  }
}

const customerEmail = (customer: number) => `customer${customer}@example.com`

/** Booking n: customer n mod 20, and a price of $8 plus $9 for each of its 0 to 2 long blades. */
function bookingNumber(n: number) {
  const customer = n % CUSTOMERS
  const round = Math.floor(n / CUSTOMERS)
  return {
    customer,
    body: {
      ...detailedBooking,
      customerName: `Customer ${customer} (booking ${n})`,
      customerEmail: spelling(customerEmail(customer), round),
      bladesOver9Inches: n % 3,
      blades7To9Inches: 1,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      specialRequirements: `Booking ${n}`,
    },
    priceCents: 800 + 900 * (n % 3),
  }
}

const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1)

const postJson = (path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe(`${BOOKINGS} bookings at once over HTTP`, () => {
  it('all land, each with its own id, under one customer per e-mail with the right totals', async () => {
    const planned = Array.from({ length: BOOKINGS }, (_, n) => bookingNumber(n))
    const responses = await Promise.all(planned.map((booking) => postJson('/api/bookings', booking.body)))
    const bodies = await Promise.all(responses.map((response) => response.text()))
    const failures = responses
      .map((response, n) => ({ n, status: response.status, body: bodies[n] }))
      .filter((answer) => answer.status !== 201)
    expect(failures).toEqual([])

    const created = bodies.map((body) => JSON.parse(body) as Booking)
    expect(new Set(created.map((booking) => booking.id)).size).toBe(BOOKINGS)
    created.forEach((booking, n) => {
      expect(booking.specialRequirements).toBe(`Booking ${n}`)
      expect(booking.estimatedPrice).toBe((planned[n]!.priceCents / 100).toFixed(2))
    })

    // Read back from the database: every booking, and one customer per address with its own orders only.
    const stored = await t.app.db
      .selectFrom('bookings')
      .innerJoin('customers', 'customers.id', 'bookings.customer_id')
      .select([
        'bookings.id',
        'bookings.special_requirements',
        'bookings.estimated_price_cents',
        'customers.email',
      ])
      .execute()
    expect(stored).toHaveLength(BOOKINGS)
    const storedById = new Map(stored.map((row) => [row.id, row]))
    created.forEach((booking, n) => {
      const row = storedById.get(booking.id)
      expect(row, `booking ${n}`).toMatchObject({
        special_requirements: `Booking ${n}`,
        estimated_price_cents: planned[n]!.priceCents,
        email: customerEmail(planned[n]!.customer),
      })
    })

    const customers = await t.app.db
      .selectFrom('customers')
      .leftJoin('bookings', 'bookings.customer_id', 'customers.id')
      .select((eb) => [
        'customers.email',
        eb.fn.count<number>('bookings.id').as('orders'),
        eb.fn.sum<number>('bookings.estimated_price_cents').as('estimatedCents'),
      ])
      .groupBy('customers.email')
      .execute()
    const expected = Array.from({ length: CUSTOMERS }, (_, customer) => {
      const theirs = planned.filter((booking) => booking.customer === customer)
      return {
        email: customerEmail(customer),
        orders: theirs.length,
        estimatedCents: theirs.reduce((sum, booking) => sum + booking.priceCents, 0),
      }
    }).sort(byEmail)
    expect(
      customers
        .map((row) => ({ ...row, orders: Number(row.orders), estimatedCents: Number(row.estimatedCents) }))
        .sort(byEmail),
    ).toEqual(expected)

    // And as the admin sees them: the list counts all of them, each with its `created` history entry.
    const cookie = await t.login()
    const list = await fetch(`${baseUrl}/api/bookings?limit=1`, { headers: { cookie } })
    expect(((await list.json()) as { total: number }).total).toBe(BOOKINGS)
    // The directory's totals, computed by its own query: ten orders for each of the twenty customers.
    const directory = await fetch(`${baseUrl}/api/customers?limit=100`, { headers: { cookie } })
    const { customers: listed, total } = (await directory.json()) as CustomerList
    expect(total).toBe(CUSTOMERS)
    expect(
      listed.map((customer) => ({ email: customer.email, orders: customer.totalOrders })).sort(byEmail),
    ).toEqual(expected.map(({ email, orders }) => ({ email, orders })))

    const events = await t.app.db
      .selectFrom('booking_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'created')
      .executeTakeFirstOrThrow()
    expect(Number(events.n)).toBe(BOOKINGS)
  }, 60_000)
})
