import type { Customer } from '../../../shared/customer.schema.ts'
import type { TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, setBookingCreatedAt } from '../bookings/admin-test-support.ts'

/** A booking form with nothing ordered yet: each fixture names exactly what it orders, so its price is plain. */
export const NOTHING_ORDERED = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
  specialRequirements: null,
}

/** The directory's routes, signed in. */
export function adminCustomers(t: TestApp, cookie: string) {
  const get = (url: string) => t.request({ method: 'GET', url, cookie })
  return {
    list: (params: Record<string, string | number> = {}) =>
      get(`/api/customers?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`),
    summary: () => get('/api/customers/summary'),
    get: (id: number | string) => get(`/api/customers/${id}`),
    bookings: (id: number | string) => get(`/api/customers/${id}/bookings`),
    emails: (id: number | string) => get(`/api/customers/${id}/emails`),
  }
}

export type AdminCustomers = ReturnType<typeof adminCustomers>

/** The customers of a directory's answer. */
export const listedCustomers = (response: { json(): unknown }) =>
  (response.json() as { customers: Customer[] }).customers
/** Their names, in the order listed. */
export const listedNames = (response: { json(): unknown }) =>
  listedCustomers(response).map((customer) => customer.name)

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
export async function seedFourCustomers(t: TestApp) {
  const cookie = await t.login()
  const admin = adminBookings(t, cookie)

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
  const ids = {
    ann: a1.customerId as number,
    bob: bob.customerId as number,
    carl: carl.customerId as number,
    dora: dora.customerId as number,
  }
  return { customers: adminCustomers(t, cookie), ids, annBookings: [a1.id, a2.id, a3.id] }
}
