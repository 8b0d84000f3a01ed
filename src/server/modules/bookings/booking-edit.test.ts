import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PHONE_INVALID } from '../../../shared/phone.ts'
import { detailedBooking, pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  adminBookings,
  bookingTablesSnapshot,
  createBooking,
  editForm,
  eventsOf,
  type AdminBookings,
} from './admin-test-support.ts'

let t: TestApp
let admin: AdminBookings
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

describe('PUT /api/bookings/:id', () => {
  it('saves the edit, prices it again and records what changed', async () => {
    const booking = await createBooking(t)
    const response = await admin.update(
      booking.id,
      editForm(booking, { customerName: 'Jane Q. Doe', bladesUnder4Inches: 3, strappingQuantity: 0 }),
    )
    expect(response.statusCode).toBe(200)
    // $53.00 - $3 stropping + 2 more knives under 4 inches × $4
    expect(response.json()).toMatchObject({
      customerName: 'Jane Q. Doe',
      estimatedPrice: '58.00',
      totalKnives: 9,
    })
    expect(await eventsOf(t.app.db, booking.id)).toEqual([
      expect.objectContaining({ kind: 'created' }),
      {
        kind: 'edited',
        from_status: null,
        to_status: null,
        notes: 'Changed name, blades under 4 inches, stropping',
      },
    ])
  })

  it('records a status event too when the form changes the status, and nothing for an unchanged form', async () => {
    const booking = await createBooking(t)
    await admin.update(booking.id, editForm(booking, { status: 'completed' }))
    const unchanged = await admin.update(booking.id, editForm(booking, { status: 'completed' }))
    expect(unchanged.statusCode).toBe(200)
    expect(await eventsOf(t.app.db, booking.id)).toEqual([
      expect.objectContaining({ kind: 'created' }),
      { kind: 'status', from_status: 'pending', to_status: 'completed', notes: null },
    ])
  })

  it('prices a measured pickup booking by the blade counts the admin enters', async () => {
    const booking = await createBooking(t, pickupBooking)
    expect(booking.estimatedPrice).toBe('40.75')
    const measured = await admin.update(
      booking.id,
      editForm(booking, { bladesOver9Inches: 1, blades4To6Inches: 2 }),
    )
    // 1 × $9 + 2 × $6 = $21; + 1 nick repair × $1 + 2 stroppings × $3 = $28.00
    expect(measured.json()).toMatchObject({ estimatedPrice: '28.00', totalKnives: 3, knifeCount: 5 })
  })

  it('re-links the booking to the customer of a new e-mail, creating them when new', async () => {
    const booking = await createBooking(t, { customerEmail: 'first.owner@example.com' })
    const other = await createBooking(t, { customerEmail: 'known@example.com', customerName: 'Known Person' })
    const moved = await admin.update(booking.id, editForm(booking, { customerEmail: 'Known@Example.com' }))
    expect(moved.json().customerId).toBe(other.customerId)
    // The other booking is newer: the customer keeps its details.
    const known = await t.app.db
      .selectFrom('customers')
      .select(['name'])
      .where('id', '=', other.customerId as number)
      .executeTakeFirstOrThrow()
    expect(known.name).toBe('Known Person')

    const fresh = await admin.update(
      booking.id,
      editForm(booking, { customerEmail: 'brand.new@example.com' }),
    )
    const customer = await t.app.db
      .selectFrom('customers')
      .select(['id', 'email', 'name'])
      .where('email', '=', 'brand.new@example.com')
      .executeTakeFirstOrThrow()
    expect(fresh.json().customerId).toBe(customer.id)
    expect(customer.name).toBe(detailedBooking.customerName)
  })

  it('refuses more add-ons than knives, as the booking forms do, and changes nothing', async () => {
    const booking = await createBooking(t)
    const before = await bookingTablesSnapshot(t.app.db)
    const response = await admin.update(booking.id, editForm(booking, { nickRepairQuantity: 8 }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Nick repair quantity cannot exceed the total number of knives',
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: 'nickRepairQuantity',
          message: 'Nick repair quantity cannot exceed the total number of knives',
        },
      ],
    })
    expect(await bookingTablesSnapshot(t.app.db)).toEqual(before)
  })

  it('refuses a phone that is not a number, with the booking forms’ message, and changes nothing', async () => {
    const booking = await createBooking(t)
    const before = await bookingTablesSnapshot(t.app.db)
    for (const customerPhone of ['hello', 'call 407-555-0102']) {
      const response = await admin.update(booking.id, editForm(booking, { customerPhone }))
      expect(response.statusCode, customerPhone).toBe(400)
      expect(response.json().issues, customerPhone).toEqual([
        { path: 'customerPhone', message: PHONE_INVALID },
      ])
    }
    expect(await bookingTablesSnapshot(t.app.db)).toEqual(before)
  })
})

describe('GET /api/bookings/:id', () => {
  it('answers the whole booking and its history, newest first', async () => {
    const booking = await createBooking(t)
    await admin.status(booking.id, { status: 'completed', notes: 'Done' })
    await admin.archive(booking.id)
    const response = await admin.get(booking.id)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ id: booking.id, status: 'completed', archived: true })
    expect(body.events.map((event: { kind: string }) => event.kind)).toEqual([
      'archived',
      'status',
      'created',
    ])
    expect(body.events[1]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/Z$/),
      kind: 'status',
      fromStatus: 'pending',
      toStatus: 'completed',
      notes: 'Done',
    })
  })
})
