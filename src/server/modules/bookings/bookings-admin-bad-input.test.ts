import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  adminBookings,
  bookingTablesSnapshot,
  createBooking,
  type AdminBookings,
} from './admin-test-support.ts'

let t: TestApp
let admin: AdminBookings
let bookingId: number
let form: Record<string, unknown>

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
  const booking = await createBooking(t)
  bookingId = booking.id
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    archived: _a,
    measurementType: _m,
    knifeCount: _k,
    ...rest
  } = booking
  const { customerId: _ci, estimatedPrice: _e, totalKnives: _t, outOfArea: _o, ...editable } = rest
  form = editable
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

/** Sends a request that must be refused, and shows it changed nothing. */
async function refused(
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  error: string | RegExp,
) {
  const before = await bookingTablesSnapshot(t.app.db)
  const response = await send()
  expect(response.statusCode).toBe(status)
  const body = response.json() as { error: string }
  expect(body).toEqual(expect.objectContaining(ERROR_SHAPE))
  if (typeof error === 'string') expect(body.error).toBe(error)
  else expect(body.error).toMatch(error)
  expect(await bookingTablesSnapshot(t.app.db)).toEqual(before)
}

describe('unknown and malformed ids', () => {
  const routes = [
    ['GET', (id: string) => admin.get(id)],
    ['PUT', (id: string) => admin.update(id, form)],
    ['PATCH status', (id: string) => admin.status(id, { status: 'paid' })],
    ['PATCH archive', (id: string) => admin.archive(id)],
    ['PATCH unarchive', (id: string) => admin.unarchive(id)],
    ['POST send-confirmation', (id: string) => admin.sendConfirmation(id)],
  ] as const

  for (const [name, send] of routes) {
    it(`${name}: 404 for an unknown id, even one too large for the column`, async () => {
      await refused(() => send('999999'), 404, 'Booking not found')
      await refused(() => send('99999999999'), 404, 'Booking not found')
      await refused(() => send('0'), 404, 'Booking not found')
    })

    it(`${name}: 400 for an id that is not a number`, async () => {
      for (const id of ['abc', '1e3', '-1', '1.5', '0x1b', '%20', '1234567890123']) {
        await refused(() => send(id), 400, 'The booking id must be a whole number')
      }
    })
  }
})

describe('GET /api/bookings query', () => {
  it.each([
    [{ page: '0' }, 'page must be 1 or more'],
    [{ page: '10000' }, /^page must be between 1 and 1000 at 10 a page/],
    [{ page: 'x' }, 'page must be a number'],
    [{ limit: '10000' }, 'limit must be between 1 and 100'],
    [{ limit: '0' }, 'limit must be between 1 and 100'],
    [{ limit: '2.5' }, 'limit must be a whole number'],
    [{ sort: 'password_hash' }, /^sort must be one of id, customerName/],
    [{ order: 'sideways' }, 'order must be asc or desc'],
    [
      { status: 'confirmed' },
      'status must be one of pending, in-progress, completed, paid, cancelled or all',
    ],
    [{ includeArchived: 'yes' }, 'includeArchived must be true or false'],
    [{ showOnlyArchived: '1' }, 'showOnlyArchived must be true or false'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
    [{ search: 'a\u0000b' }, 'search contains characters that are not allowed'],
  ])('%j → 400 %s', async (params, error) => {
    await refused(() => admin.list(params as Record<string, string>), 400, error)
  })

  it('applies the same rules to the export', async () => {
    await refused(() => admin.exportCsv({ status: 'confirmed' }), 400, /^status must be one of/)
  })
})

describe('PATCH /api/bookings/:id/status body', () => {
  it.each([
    [{ status: 'confirmed' }, 400, 'Status must be one of pending, in-progress, completed, paid, cancelled'],
    [{ status: 'PAID' }, 400, /^Status must be one of/],
    [{}, 400, /^Status must be one of/],
    [{ status: 'paid', notes: 'n'.repeat(2048) }, 400, 'Notes must be at most 1000 characters'],
    [{ status: 'paid', notes: 42 }, 400, 'Notes must be text'],
    [{ status: 'paid', notes: 'a\u0000b' }, 400, 'Notes contain characters that are not allowed'],
    [{ status: 'paid', notifyCustomer: 'yes' }, 400, 'notifyCustomer must be true or false'],
    [{ status: 'paid', notes: 'n'.repeat(1024 * 1024) }, 413, 'The request body is too large.'],
  ])('%#: %j → %i', async (body, status, error) => {
    await refused(() => admin.status(bookingId, body), status, error)
  })

  it('refuses a body that is not an object', async () => {
    await refused(() => admin.status(bookingId, ['paid']), 400, 'The status update must be a JSON object')
  })
})

describe('PUT /api/bookings/:id body', () => {
  it.each([
    [{ customerName: ' ' }, 'Customer name is required'],
    [{ customerName: null }, 'Customer name is required'],
    [{ customerEmail: 'not-an-email' }, 'Valid email is required'],
    [{ status: 'confirmed' }, /^Status must be one of/],
    [{ bladesOver9Inches: 101 }, 'Blades 9 inches and over cannot be more than 100'],
    [{ bladesOver9Inches: -1 }, 'Blades 9 inches and over cannot be negative'],
    [{ nickRepairQuantity: 1.5 }, 'Nick repair quantity must be a whole number'],
    [{ zipCode: 'ABCDE' }, 'ZIP code must be 5 digits, like 32804'],
    [{ specialRequirements: 's'.repeat(2001) }, 'Special requirements must be at most 2000 characters'],
    [{ city: 'Orl\u0000ando' }, 'City contains characters that are not allowed'],
  ])('%j → 400 %s', async (changes, error) => {
    await refused(() => admin.update(bookingId, { ...form, ...changes }), 400, error)
  })

  it('answers 413 for a megabyte of special requirements', async () => {
    await refused(
      () => admin.update(bookingId, { ...form, specialRequirements: 's'.repeat(1024 * 1024) }),
      413,
      'The request body is too large.',
    )
  })

  it('stores naughty strings exactly (after trim) or refuses them with 400, never a 500', async () => {
    const strings = naughtyStrings()
    for (const field of ['customerName', 'specialRequirements'] as const) {
      for (const value of strings) {
        const response = await admin.update(bookingId, { ...form, [field]: value })
        const label = `${field} = ${JSON.stringify(value)}`
        if (response.statusCode === 200) {
          const trimmed = value.trim()
          const expected = trimmed === '' && field === 'specialRequirements' ? null : trimmed
          // The answer is the row as stored (UPDATE ... RETURNING).
          expect(response.json()[field], label).toBe(expected)
        } else {
          expect(response.statusCode, label).toBe(400)
          expect(response.json(), label).toEqual(expect.objectContaining(ERROR_SHAPE))
        }
      }
    }
  }, 180_000)
})
