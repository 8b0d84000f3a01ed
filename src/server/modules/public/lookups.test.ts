import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { formatBookingId } from '../../../shared/format.ts'
import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
/** Jane's two bookings (oldest first, phone and e-mail written differently) and Bob's one. */
let jane: Booking[]
let bob: Booking

const book = async (payload: object): Promise<Booking> => {
  const response = await postBooking(t, payload)
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json()
}

beforeAll(async () => {
  // The limits have their own tests; here they would only count this file's requests.
  t = await createTestApp({
    env: { PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '0', BOOKING_RATE_LIMIT_PER_10_MIN: '0' },
  })
  jane = [
    await book({ ...detailedBooking, streetAddress: '12 Secret Lane' }),
    await book({
      ...detailedBooking,
      customerEmail: 'JANE.DOE@example.com',
      customerPhone: '+1 407 555 0123',
      streetAddress: '12 Secret Lane',
      bladesOver9Inches: 0,
    }),
  ]
  bob = await book(pickupBooking)
})
afterAll(() => t.close())

const get = (url: string) => t.request({ method: 'GET', url })
const search = (query: string) => get(`/api/public/search?${query}`)
const ids = (response: { json(): { bookings: Array<{ id: number }> } }) =>
  response.json().bookings.map((booking) => booking.id)

/** Every field the public may see of a booking, as it is stored. */
const publicFields = (booking: Booking) => ({
  id: booking.id,
  createdAt: booking.createdAt,
  status: booking.status,
  measurementType: booking.measurementType,
  bladesOver9Inches: booking.bladesOver9Inches,
  blades7To9Inches: booking.blades7To9Inches,
  blades4To6Inches: booking.blades4To6Inches,
  bladesUnder4Inches: booking.bladesUnder4Inches,
  nickRepairQuantity: booking.nickRepairQuantity,
  strappingQuantity: booking.strappingQuantity,
  // Never the customer's words (gate codes live there), only that there are some.
  specialRequirements: booking.specialRequirements ? 'Notes on file' : null,
  estimatedPrice: booking.estimatedPrice,
  totalKnives: booking.totalKnives,
})

describe('GET /api/booking/:id', () => {
  it('finds an order by each way of writing its number, with the name shortened and contacts masked', async () => {
    const booking = jane[0]!
    const forms = [
      String(booking.id),
      encodeURIComponent(`#${booking.id}`),
      formatBookingId(booking.id),
      formatBookingId(booking.id).toLowerCase(),
    ]
    for (const form of forms) {
      const response = await get(`/api/booking/${form}`)
      expect(response.statusCode, form).toBe(200)
      expect(response.json(), form).toEqual({
        ...publicFields(booking),
        customerName: 'Jane D.',
        customerEmail: 'j•••@example.com',
        customerPhone: '•••-•••-0123',
      })
      expect(response.body, form).not.toContain('Please call before pickup')
    }
  })

  it('says "Notes on file" for a pickup order with notes, and nothing when only the pickup marker is there', async () => {
    const withNotes = await get(`/api/booking/${bob.id}`)
    expect(withNotes.json().specialRequirements).toBe('Notes on file')
    expect(withNotes.body).not.toContain('heirlooms')
    const markerOnly = await book({
      ...pickupBooking,
      customerEmail: 'marker.only@example.com',
      customerPhone: null,
      specialRequirements: null,
    })
    const response = await get(`/api/booking/${markerOnly.id}`)
    expect(response.json().specialRequirements).toBeNull()
  })

  it('answers every miss alike, whatever its cause', async () => {
    const misses = [
      '999999',
      '0',
      'abc',
      'BO-',
      encodeURIComponent('#'),
      `${bob.id}abc`,
      '-1',
      '1.5',
      '2147483648',
      '99999999999999999999',
      encodeURIComponent("1' or '1'='1"),
      encodeURIComponent(' '),
    ]
    for (const miss of misses) {
      const response = await get(`/api/booking/${miss}`)
      expect(response.statusCode, miss).toBe(404)
      expect(response.json(), miss).toEqual({ error: 'Order not found', code: 'NOT_FOUND' })
      expect(response.headers['cache-control'], miss).toBe('no-store')
    }
  })
})

describe('GET /api/public/search', () => {
  it('finds every booking of an e-mail address typed in any case, newest first; the phone masked', async () => {
    const response = await search(`email=${encodeURIComponent('  Jane.Doe@EXAMPLE.com ')}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      bookings: [
        {
          ...publicFields(jane[1]!),
          customerName: 'Jane Doe',
          customerEmail: 'JANE.DOE@example.com',
          customerPhone: '•••-•••-0123',
        },
        {
          ...publicFields(jane[0]!),
          customerName: 'Jane Doe',
          customerEmail: 'jane.doe@example.com',
          customerPhone: '•••-•••-0123',
        },
      ],
    })
  })

  it('finds the same bookings by phone however it is written; the e-mail masked', async () => {
    for (const phone of ['4075550123', '(407) 555-0123', '+1 407 555 0123', '1-407-555-0123']) {
      const response = await search(`phone=${encodeURIComponent(phone)}`)
      expect(response.statusCode, phone).toBe(200)
      expect(response.json().bookings, phone).toEqual([
        {
          ...publicFields(jane[1]!),
          customerName: 'Jane Doe',
          customerEmail: 'J•••@example.com',
          customerPhone: '+1 407 555 0123',
        },
        {
          ...publicFields(jane[0]!),
          customerName: 'Jane Doe',
          customerEmail: 'j•••@example.com',
          customerPhone: '(407) 555-0123',
        },
      ])
    }
  })

  it('matches exactly: a near miss, a part of a number or an address finds nothing', async () => {
    for (const query of [
      'email=jane.doe%40example.co',
      'email=jane',
      'email=%25',
      'email=_%40example.com',
      'phone=555-0123',
      'phone=0123',
      'phone=4075550124',
      'phone=%2B44%20407%20555%200123',
    ]) {
      const response = await search(query)
      expect(response.statusCode, query).toBe(200)
      expect(response.json(), query).toEqual({ bookings: [] })
    }
  })

  it('needs exactly one of email or phone', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Search by exactly one of email or phone.'],
      ['email=jane.doe%40example.com&phone=4075550123', 'Search by exactly one of email or phone.'],
      ['email=%20%20', 'Enter an e-mail address to search'],
      ['phone=', 'Enter a phone number to search'],
      ['email=a%40example.com&email=b%40example.com', 'Enter one e-mail address to search'],
      [`email=${'a'.repeat(300)}`, 'Email must be at most 254 characters'],
    ]
    for (const [query, error] of cases) {
      const response = await search(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toMatchObject({ error, code: 'VALIDATION_FAILED' })
    }
  })

  it('answers at most the newest 50 bookings', async () => {
    const many = { ...detailedBooking, customerEmail: 'busy@example.com', customerPhone: '321 555 7000' }
    const made: number[] = []
    for (let n = 0; n < 52; n++) made.push((await book(many)).id)
    const newest50 = made.slice(-50).reverse()
    expect(ids(await search('email=busy%40example.com'))).toEqual(newest50)
    expect(ids(await search('phone=3215557000'))).toEqual(newest50)
  })

  it('still finds archived bookings: archiving files an order away for the admin, not from its customer', async () => {
    await t.app.db.updateTable('bookings').set({ archived: 1 }).where('id', '=', bob.id).execute()
    expect(ids(await search('email=bob%40example.com'))).toEqual([bob.id])
    expect(ids(await search('phone=4075559999'))).toEqual([bob.id])
    expect((await get(`/api/booking/${bob.id}`)).statusCode).toBe(200)
  })
})

describe('what a public answer never contains', () => {
  it('has no street address, city, ZIP code or customer id in any look-up', async () => {
    const responses = [
      await get(`/api/booking/${jane[0]!.id}`),
      await search('email=jane.doe%40example.com'),
      await search('phone=4075550123'),
    ]
    for (const response of responses) {
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).not.toContain('12 Secret Lane')
      expect(response.body).not.toContain('32804')
      for (const key of [
        'streetAddress',
        'city',
        'state',
        'zipCode',
        'customerId',
        'outOfArea',
        'archived',
      ]) {
        expect(response.body).not.toContain(`"${key}"`)
      }
    }
  })
})
