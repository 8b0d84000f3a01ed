import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  cookie = await t.login()
})
afterAll(() => t.close())

const savedCustomer = (id: number) =>
  t.app.db
    .selectFrom('customers')
    .select(['name', 'phone', 'phone_digits', 'street_address', 'city', 'state', 'zip_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

const victim = {
  ...detailedBooking,
  customerEmail: 'victim@example.com',
  customerName: 'Vera Victim',
  customerPhone: '(407) 555-0101',
  streetAddress: '1 True Street',
}
const attacker = {
  ...victim,
  customerEmail: ' VICTIM@example.com',
  customerName: 'Mallory',
  customerPhone: '(321) 555-6666',
  streetAddress: '99 Fake Road',
  city: 'Elsewhere',
}

describe('a public booking and the saved customer', () => {
  it('cannot rewrite a saved customer: the booking keeps its own details, the admin sees where they differ', async () => {
    const first = (await postBooking(t, victim)).json()
    const before = await savedCustomer(first.customerId)
    const second = await postBooking(t, attacker)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toMatchObject({
      customerId: first.customerId,
      customerName: 'Mallory',
      streetAddress: '99 Fake Road',
    })
    expect(await savedCustomer(first.customerId)).toEqual(before)
    expect(before).toMatchObject({
      name: 'Vera Victim',
      street_address: '1 True Street',
      phone_digits: '4075550101',
    })

    const comparison = await t.request({
      method: 'GET',
      url: `/api/bookings/${second.json().id}/contact`,
      cookie,
    })
    expect(comparison.statusCode).toBe(200)
    expect(comparison.json()).toEqual({
      customerId: first.customerId,
      differences: [
        { field: 'customerName', booking: 'Mallory', customer: 'Vera Victim' },
        { field: 'customerPhone', booking: '(321) 555-6666', customer: '(407) 555-0101' },
        { field: 'streetAddress', booking: '99 Fake Road', customer: '1 True Street' },
        { field: 'city', booking: 'Elsewhere', customer: 'Orlando' },
      ],
    })
    const own = await t.request({ method: 'GET', url: `/api/bookings/${first.id}/contact`, cookie })
    expect(own.json().differences).toEqual([])
  })

  it("adopts the booking's details for the customer in one request", async () => {
    const first = (await postBooking(t, { ...victim, customerEmail: 'mover@example.com' })).json()
    const moved = (
      await postBooking(t, { ...attacker, customerEmail: 'mover@example.com', customerName: 'Vera Moved' })
    ).json()
    const adopted = await t.request({
      method: 'POST',
      url: `/api/bookings/${moved.id}/adopt-contact`,
      cookie,
    })
    expect(adopted.statusCode).toBe(200)
    expect(adopted.json()).toEqual({ customerId: first.customerId, differences: [] })
    expect(await savedCustomer(first.customerId)).toMatchObject({
      name: 'Vera Moved',
      phone: '(321) 555-6666',
      phone_digits: '3215556666',
      street_address: '99 Fake Road',
      city: 'Elsewhere',
    })
    // The older order now differs from the customer, and says so.
    const older = await t.request({ method: 'GET', url: `/api/bookings/${first.id}/contact`, cookie })
    expect(older.json().differences.map((difference: { field: string }) => difference.field)).toContain(
      'customerName',
    )
  })

  it('answers 401 signed out, 404 for an unknown order, 400 for a malformed id, and changes nothing', async () => {
    const booking = (await postBooking(t, { ...attacker, customerEmail: 'victim@example.com' })).json()
    const before = await savedCustomer(booking.customerId)
    const signedOut = await t.request({ method: 'POST', url: `/api/bookings/${booking.id}/adopt-contact` })
    expect(signedOut.statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/contact` })).statusCode).toBe(
      401,
    )
    for (const id of ['999999', '2147483648']) {
      const unknown = await t.request({ method: 'POST', url: `/api/bookings/${id}/adopt-contact`, cookie })
      expect(unknown.statusCode, id).toBe(404)
      expect(unknown.json()).toEqual({ error: 'Booking not found', code: 'NOT_FOUND' })
    }
    const malformed = await t.request({ method: 'GET', url: '/api/bookings/abc/contact', cookie })
    expect(malformed.statusCode).toBe(400)
    const crossSite = await t.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/adopt-contact`,
      cookie,
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.statusCode).toBe(403)
    expect(await savedCustomer(booking.customerId)).toEqual(before)
  })
})
