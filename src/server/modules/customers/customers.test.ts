import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
})
afterAll(() => t.close())

describe('customers', () => {
  it('keeps one customer per e-mail whatever its case; a later public booking leaves the saved details', async () => {
    const first = await postBooking(t, { ...detailedBooking, customerEmail: 'Ann.Lee@Example.com' })
    const second = await postBooking(t, {
      ...detailedBooking,
      customerEmail: '  ann.lee@example.COM ',
      customerName: 'Ann Lee-Park',
      customerPhone: null,
      city: 'Winter Park',
    })
    expect(second.json().customerId).toBe(first.json().customerId)
    // Each booking keeps the address as its customer typed it (trimmed).
    expect([first.json().customerEmail, second.json().customerEmail]).toEqual([
      'Ann.Lee@Example.com',
      'ann.lee@example.COM',
    ])
    const customers = await t.app.db
      .selectFrom('customers')
      .select(['email', 'name', 'phone', 'city'])
      .where('id', '=', first.json().customerId)
      .execute()
    expect(customers).toEqual([
      { email: 'ann.lee@example.com', name: 'Jane Doe', phone: '(407) 555-0123', city: 'Orlando' },
    ])
  })

  it("keeps the phone digits beside the phone, for the directory's search, and after an adopted change", async () => {
    const digitsOf = async (customerId: number) =>
      (
        await t.app.db
          .selectFrom('customers')
          .select('phone_digits')
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).phone_digits
    const payload = { ...detailedBooking, customerEmail: 'digits@example.com' }
    const first = await postBooking(t, { ...payload, customerPhone: '+1 (407) 555-0123' })
    expect(await digitsOf(first.json().customerId)).toBe('4075550123')
    const cookie = await t.login()
    const adopt = async (phone: string) => {
      const later = await postBooking(t, { ...payload, customerPhone: phone })
      expect(await digitsOf(first.json().customerId)).not.toBe(phone.replace(/\D/g, '') || null)
      const url = `/api/bookings/${later.json().id}/adopt-contact`
      expect((await t.request({ method: 'POST', url, cookie })).statusCode).toBe(200)
    }
    await adopt('321.555.7788')
    expect(await digitsOf(first.json().customerId)).toBe('3215557788')
    await adopt('')
    expect(await digitsOf(first.json().customerId)).toBeNull()
  })

  it('makes one customer of simultaneous first bookings with the same e-mail', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        postBooking(t, {
          ...detailedBooking,
          customerEmail: n % 2 ? 'RACE@example.com' : 'race@example.com',
        }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201))
    expect(new Set(responses.map((response) => response.json().customerId)).size).toBe(1)
  })
})
