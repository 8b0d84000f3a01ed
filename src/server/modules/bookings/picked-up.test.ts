import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pickupBooking } from '../../test/bookings.ts'
import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createBooking, eventsOf } from './admin-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({
    env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' },
  })
  cookie = await t.login()
})
afterAll(() => t.close())

/** 5 knives as measured: 2 × $9 + $8 + $6 + $4, and 2 nick repairs × $1 = $38.00 at the spec's prices. */
const MEASURED = {
  bladesOver9Inches: 2,
  blades7To9Inches: 1,
  blades4To6Inches: 1,
  bladesUnder4Inches: 1,
  nickRepairQuantity: 2,
  strappingQuantity: 0,
}

const pickedUp = (id: number | string, body: unknown, { signedIn = true } = {}) =>
  t.request({
    method: 'POST',
    url: `/api/bookings/${id}/picked-up`,
    payload: body as object,
    ...(signedIn ? { cookie } : {}),
  })

/**
 * What a change to this order could write: its row, its history and its mail. The sender records other orders'
 * e-mails as sent meanwhile, so the whole tables would not hold still.
 */
async function orderSnapshot(bookingId: number) {
  const [booking, events, mail] = await Promise.all([
    t.app.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst(),
    t.app.db
      .selectFrom('booking_events')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('id')
      .execute(),
    t.app.db.selectFrom('mail_outbox').select(['id', 'kind']).where('booking_id', '=', bookingId).execute(),
  ])
  return { booking, events, mail }
}

const newPickupBooking = () => createBooking(t, pickupBooking)

async function outboxOf(bookingId: number) {
  return t.app.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_email', 'subject', 'text_body', 'html_body'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute()
}

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

describe('POST /api/bookings/:id/picked-up', () => {
  it('stores the measured counts, prices them, moves the order to in-progress and e-mails the price', async () => {
    const booking = await newPickupBooking()
    expect(booking.estimatedPrice).toBe('40.75') // 5 × $6.75 + $1 + 2 × $3, before measuring
    const response = await pickedUp(booking.id, { ...MEASURED, notes: ' Gate code 1234 ' })
    expect(response.statusCode).toBe(200)
    const answered = response.json()
    expect(answered).toMatchObject({
      ...MEASURED,
      id: booking.id,
      status: 'in-progress',
      finalPrice: '38.00',
      estimatedPrice: '38.00',
      totalKnives: 5,
      measurementType: 'pickup',
    })
    expect(Date.parse(answered.pickedUpAt)).not.toBeNaN()
    expect(
      (await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, cookie })).json(),
    ).toMatchObject({
      finalPrice: '38.00',
      pickedUpAt: answered.pickedUpAt,
    })

    const status = (await eventsOf(t.app.db, booking.id)).filter((event) => event.kind === 'status')
    expect(status).toEqual([
      {
        kind: 'status',
        from_status: 'pending',
        to_status: 'in-progress',
        notes: 'Picked up: 5 knives measured, final price $38.00.\nGate code 1234',
      },
    ])

    const [mail] = await outboxOf(booking.id)
    expect(mail).toMatchObject({ kind: 'picked_up', to_email: 'bob@example.com' })
    expect(mail!.text_body).toContain('We picked up 5 knives. Your price: $38.00')
    const orderUrl = `${t.config.publicUrl}/orders/${booking.accessToken as string}`
    expect(mail!.text_body).toContain(orderUrl)
    expect(mail!.html_body).toContain('We picked up 5 knives. Your price: $38.00')
    // The owner's notes are the business's own: never in the customer's e-mail.
    expect(mail!.text_body).not.toContain('Gate code')

    const order = await t.request({
      method: 'GET',
      url: `/api/public/orders/${booking.accessToken as string}`,
    })
    expect(order.json()).toMatchObject({ finalPrice: '38.00', status: 'in-progress', totalKnives: 5 })
    expect(JSON.stringify(order.json().timeline)).not.toContain('Gate code')
  })

  it('prices with the unit prices the booking was made with, not the list changed since', async () => {
    const booking = await newPickupBooking()
    const prices = (await t.request({ method: 'GET', url: '/api/settings/prices', cookie })).json()
    const dearer = await t.request({
      method: 'PUT',
      url: '/api/settings/prices',
      cookie,
      payload: { ...prices, bladesOver9InchesCents: 2000, nickRepairCents: 500 },
    })
    expect(dearer.statusCode).toBe(200)
    try {
      const response = await pickedUp(booking.id, MEASURED)
      expect(response.json().finalPrice).toBe('38.00')
    } finally {
      await t.request({ method: 'PUT', url: '/api/settings/prices', cookie, payload: prices })
    }
  })

  it('takes a second measurement as a correction: the price follows, the first pickup time stays', async () => {
    const booking = await newPickupBooking()
    const first = (await pickedUp(booking.id, MEASURED)).json()
    const second = await pickedUp(booking.id, { ...MEASURED, bladesUnder4Inches: 3, strappingQuantity: 1 })
    expect(second.json()).toMatchObject({ finalPrice: '49.00', pickedUpAt: first.pickedUpAt, totalKnives: 7 })
  })

  it('keeps the final price in step with an edit of the counts after pickup', async () => {
    const booking = await newPickupBooking()
    const measured = (await pickedUp(booking.id, MEASURED)).json()
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      archived: _a,
      measurementType: _m,
      knifeCount: _k,
      customerId: _ci,
      estimatedPrice: _e,
      totalKnives: _t,
      outOfArea: _o,
      pickupStart: _ps,
      pickupEnd: _pe,
      prices: _p,
      pickedUpAt: _pu,
      finalPrice: _f,
      ...form
    } = measured
    const edited = await t.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      cookie,
      payload: { ...form, bladesOver9Inches: 3 },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ finalPrice: '47.00', estimatedPrice: '47.00' })
  })

  it('refuses a cancelled order with 409 and changes nothing', async () => {
    const booking = await newPickupBooking()
    await t.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      cookie,
      payload: { status: 'cancelled' },
    })
    const before = await orderSnapshot(booking.id)
    const response = await pickedUp(booking.id, MEASURED)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'A cancelled order cannot be picked up. Change its status first.',
      code: 'CONFLICT',
    })
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it('answers 401 signed out and 404 for an unknown order, changing nothing', async () => {
    const booking = await newPickupBooking()
    const before = await orderSnapshot(booking.id)
    const signedOut = await pickedUp(booking.id, MEASURED, { signedIn: false })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.json()).toEqual(expect.objectContaining(ERROR_SHAPE))
    const unknown = await pickedUp(999_999, MEASURED)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'Booking not found', code: 'NOT_FOUND' })
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it.each([
    [
      { ...MEASURED, bladesOver9Inches: 0, blades7To9Inches: 0, blades4To6Inches: 0, bladesUnder4Inches: 0 },
      'Please select at least 1 knife to continue.',
    ],
    [{ ...MEASURED, blades7To9Inches: -1 }, 'Blades 7 to 9 inches cannot be negative'],
    [{ ...MEASURED, blades4To6Inches: 1.5 }, 'Blades 4 to 6 inches must be a whole number'],
    [{ ...MEASURED, bladesUnder4Inches: '2' }, 'Blades under 4 inches must be a number'],
    [{ ...MEASURED, nickRepairQuantity: 6 }, 'Nick repair quantity cannot exceed the total number of knives'],
    [{ ...MEASURED, notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
    [{ ...MEASURED, notes: 42 }, 'Notes must be text'],
    [[], 'The measurement must be a JSON object'],
  ])('refuses %j with 400 in the error shape and changes nothing', async (body, message) => {
    const booking = await newPickupBooking()
    const before = await orderSnapshot(booking.id)
    const response = await pickedUp(booking.id, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ ...ERROR_SHAPE, error: message, issues: expect.any(Array) })
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it('stores naughty notes exactly (after trim) or refuses them with 400, never a 500', async () => {
    const booking = await newPickupBooking()
    for (const value of naughtyStrings()) {
      const label = JSON.stringify(value)
      const response = await pickedUp(booking.id, { ...MEASURED, notes: value })
      if (response.statusCode === 200) {
        const [latest] = await t.app.db
          .selectFrom('booking_events')
          .select('notes')
          .where('booking_id', '=', booking.id)
          .where('kind', '=', 'status')
          .orderBy('id', 'desc')
          .limit(1)
          .execute()
        const summary = 'Picked up: 5 knives measured, final price $38.00.'
        const trimmed = value.trim()
        expect(latest!.notes, label).toBe(trimmed ? `${summary}\n${trimmed}` : summary)
      } else {
        expect(response.statusCode, label).toBe(400)
        expect(response.json(), label).toEqual(expect.objectContaining(ERROR_SHAPE))
      }
    }
  }, 180_000)
})
