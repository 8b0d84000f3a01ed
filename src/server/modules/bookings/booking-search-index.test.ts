import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from './admin-test-support.ts'

/**
 * The search's index follows every change to a booking (SQLite's FTS5 triggers, PostgreSQL's expression index),
 * and whatever is typed is text to find, never query syntax.
 */
let t: TestApp
let admin: AdminBookings

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

const found = async (search: string) =>
  (
    (await admin.list({ search, includeArchived: 'true', limit: 100 })).json() as { bookings: Booking[] }
  ).bookings.map((booking) => booking.id)

const make = async (changes: Record<string, unknown>) => (await createBooking(t, changes)).id as number

describe('the admin search index', () => {
  it('finds a booking by what an edit wrote, and no longer by what it replaced', async () => {
    const id = await make({ customerName: 'Quentin Rhodes', customerEmail: 'quentin@rhodes.example' })
    expect(await found('rhodes')).toEqual([id])

    const booking = (await admin.get(id)).json() as Booking
    const edited = await admin.update(id, {
      ...booking,
      customerName: 'Quentin Marsh',
      customerEmail: 'quentin@marsh.example',
      specialRequirements: 'Leave by the shed',
    })
    expect(edited.statusCode).toBe(200)
    expect(await found('rhodes')).toEqual([])
    expect(await found('MARSH')).toEqual([id])
    expect(await found('by the shed')).toEqual([id])
  })

  it('still finds a booking after a status change, which leaves the searched fields alone', async () => {
    const id = await make({ customerName: 'Ursula Stavros', customerEmail: 'ursula@example.com' })
    expect((await admin.status(id, { status: 'completed' })).statusCode).toBe(200)
    expect((await admin.archive(id)).statusCode).toBe(200)
    expect(await found('stavros')).toEqual([id])
  })

  it('with a status, finds a booking under the status and archive switch it has now, and not those it left', async () => {
    const id = await make({ customerName: 'Ottilie Marchbanks', customerEmail: 'ottilie@example.com' })
    const listed = async (filters: Record<string, string>) =>
      (
        (await admin.list({ search: 'marchbanks', ...filters })).json() as { bookings: Booking[] }
      ).bookings.map((booking) => booking.id)
    expect(await listed({ status: 'pending' })).toEqual([id])

    expect((await admin.status(id, { status: 'completed' })).statusCode).toBe(200)
    expect(await listed({ status: 'pending' })).toEqual([])
    expect(await listed({ status: 'completed' })).toEqual([id])

    expect((await admin.archive(id)).statusCode).toBe(200)
    expect(await listed({ status: 'completed' })).toEqual([])
    expect(await listed({ status: 'completed', showOnlyArchived: 'true' })).toEqual([id])
    expect(await listed({ status: 'completed', includeArchived: 'true' })).toEqual([id])
    expect(await listed({ status: 'pending', includeArchived: 'true' })).toEqual([])

    expect((await admin.unarchive(id)).statusCode).toBe(200)
    expect(await listed({ status: 'completed' })).toEqual([id])
  })

  it('never finds the status code SQLite keeps beside the text', async () => {
    const id = await make({ customerName: 'Perpetua Codes', customerEmail: 'perpetua@example.com' })
    expect((await admin.status(id, { status: 'completed' })).statusCode).toBe(200)
    // Migration 0024 indexes this order's status and archive switch as "co0".
    for (const text of ['co0', 'CO0']) {
      expect(await found(text), text).not.toContain(id)
      const withStatus = (await admin.list({ search: text, status: 'completed' })).json() as {
        bookings: Booking[]
      }
      expect(
        withStatus.bookings.map((booking) => booking.id),
        text,
      ).not.toContain(id)
    }
    expect(await found('perpetua codes')).toEqual([id])
  })

  it('reads query syntax as plain text', async () => {
    const id = await make({
      customerName: 'Vera Quotes',
      customerEmail: 'vera@example.com',
      specialRequirements: 'Say "NEAR" AND OR NOT * ^ customer_name: (x)',
    })
    for (const text of ['"NEAR"', 'AND OR NOT', '* ^', 'customer_name: (x)', '"']) {
      expect(await found(text), text).toEqual([id])
    }
    expect(await found('NEAR(vera quotes)')).toEqual([])
  })

  it('finds text of one or two characters too, which no trigram holds', async () => {
    const id = await make({ customerName: 'Wu Qz', customerEmail: 'wu@example.com' })
    expect(await found('qz')).toEqual([id])
  })

  it('finds an order named by a bare number as well as the text holding that number', async () => {
    const first = await make({ customerName: 'Xavier Number', customerEmail: 'xavier@example.com' })
    const holder = await make({
      customerName: 'Yara Holder',
      customerEmail: 'yara@example.com',
      specialRequirements: `Same as order ${first}00`,
    })
    const term = `${first}00`
    // Three digits or more: the order with that number, if any, and every booking holding the digits.
    expect(await found(term)).toEqual([holder])
    expect(await found(String(holder))).toContain(holder)
  })

  it('ignores the case of letters beyond ASCII too', async () => {
    const id = await make({ customerName: 'ZOË ÅNGSTRÖM', customerEmail: 'zoe@example.com' })
    expect(await found('zoë ångström')).toEqual([id])
  })
})
