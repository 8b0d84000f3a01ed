import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  adminBookings,
  bookingTablesSnapshot,
  createBooking,
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

describe('PATCH /api/bookings/:id/status', () => {
  it('changes the status and records a status event with from, to and the notes', async () => {
    const booking = await createBooking(t)
    const response = await admin.status(booking.id, { status: 'in-progress', notes: '  Picked up at 9am ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      booking: { id: booking.id, status: 'in-progress' },
      emailSent: false,
      emailError: null,
    })
    await admin.status(booking.id, { status: 'completed' })
    expect(await eventsOf(t.app.db, booking.id)).toEqual([
      { kind: 'created', from_status: null, to_status: 'pending', notes: null },
      { kind: 'status', from_status: 'pending', to_status: 'in-progress', notes: 'Picked up at 9am' },
      { kind: 'status', from_status: 'in-progress', to_status: 'completed', notes: null },
    ])
  })

  it('lands two changes made at once as two events; the final status is one of them', async () => {
    const booking = await createBooking(t)
    const [paid, cancelled] = await Promise.all([
      admin.status(booking.id, { status: 'paid', notes: 'first' }),
      admin.status(booking.id, { status: 'cancelled', notes: 'second' }),
    ])
    expect([paid.statusCode, cancelled.statusCode]).toEqual([200, 200])
    const events = (await eventsOf(t.app.db, booking.id)).filter((event) => event.kind === 'status')
    expect(events).toHaveLength(2)
    // One after the other: the second change comes from the first one's status.
    expect(events[0]!.from_status).toBe('pending')
    expect(events[1]!.from_status).toBe(events[0]!.to_status)
    const final = (await admin.get(booking.id)).json().status
    expect(final).toBe(events[1]!.to_status)
    expect(['paid', 'cancelled']).toContain(final)
  })
})

describe('archive and restore', () => {
  it.each(['pending', 'in-progress'])(
    'refuses to archive a %s order with 409 and changes nothing',
    async (status) => {
      const booking = await createBooking(t)
      await admin.status(booking.id, { status })
      const before = await bookingTablesSnapshot(t.app.db)
      const response = await admin.archive(booking.id)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        error: 'Only completed, cancelled or paid orders can be archived',
        code: 'CONFLICT',
      })
      expect(await bookingTablesSnapshot(t.app.db)).toEqual(before)
    },
  )

  it.each(['completed', 'cancelled', 'paid'])('archives a %s order and restores it', async (status) => {
    const booking = await createBooking(t)
    await admin.status(booking.id, { status })
    const archived = await admin.archive(booking.id)
    expect(archived.statusCode).toBe(200)
    expect(archived.json()).toMatchObject({ id: booking.id, archived: true, status })
    const restored = await admin.unarchive(booking.id)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ id: booking.id, archived: false, status })
    const kinds = (await eventsOf(t.app.db, booking.id)).map((event) => event.kind)
    expect(kinds).toEqual(['created', 'status', 'archived', 'unarchived'])
  })

  it('archives or restores twice without a second event', async () => {
    const booking = await createBooking(t)
    await admin.status(booking.id, { status: 'paid' })
    await admin.archive(booking.id)
    expect((await admin.archive(booking.id)).json().archived).toBe(true)
    await admin.unarchive(booking.id)
    expect((await admin.unarchive(booking.id)).json().archived).toBe(false)
    const kinds = (await eventsOf(t.app.db, booking.id)).map((event) => event.kind)
    expect(kinds).toEqual(['created', 'status', 'archived', 'unarchived'])
  })
})
