import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { ERROR_SHAPE, paymentsOf } from './payments-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' } })
  cookie = await t.login()
})
afterAll(() => t.close())

const { pay, payments, voidPayment, newBooking, orderSnapshot } = paymentsOf(() => ({ t, cookie }))

describe('payments', () => {
  it('refuses payments on a cancelled order with 409', async () => {
    const booking = await newBooking()
    await t.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      cookie,
      payload: { status: 'cancelled' },
    })
    const before = await orderSnapshot(booking.id)
    const response = await pay(booking.id, { amount: '1.00', method: 'cash' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'A cancelled order takes no payments. Change its status first.',
      code: 'CONFLICT',
    })
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it('answers 401 signed out and 404 for an unknown order on every payment route', async () => {
    const booking = await newBooking()
    const before = await orderSnapshot(booking.id)
    for (const response of [
      await payments(booking.id, { signedIn: false }),
      await pay(booking.id, { amount: '1.00', method: 'cash' }, { signedIn: false }),
      await voidPayment(booking.id, 1, { signedIn: false }),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(expect.objectContaining(ERROR_SHAPE))
    }
    for (const response of [
      await payments(999_999),
      await pay(999_999, { amount: '1.00', method: 'cash' }),
      await voidPayment(999_999, 1),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Booking not found', code: 'NOT_FOUND' })
    }
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it.each([
    [{ amount: '20.001', method: 'cash' }, 'Enter an amount like 8.50'],
    [{ amount: '-5', method: 'cash' }, 'Enter an amount like 8.50'],
    [{ amount: '0.00', method: 'cash' }, 'Amount must be more than $0.00'],
    [{ amount: '1e3', method: 'cash' }, 'Enter an amount like 8.50'],
    [{ amount: 20, method: 'cash' }, 'Enter an amount like 8.50'],
    [{ amount: '100000.01', method: 'cash' }, 'Amount must be at most $100,000.00'],
    [{ amount: '5.00', tip: '-1', method: 'cash' }, 'Enter an amount like 8.50'],
    [{ amount: '5.00', method: 'bitcoin' }, 'Method must be one of cash, card, check, venmo, zelle, other'],
    [{ amount: '5.00' }, 'Method must be one of cash, card, check, venmo, zelle, other'],
    [{ amount: '5.00', method: 'card', note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
    [
      { amount: '5.00', method: 'card', receivedAt: 'yesterday' },
      'The date received must be a date and time',
    ],
    [
      { amount: '5.00', method: 'card', receivedAt: '2999-01-01T00:00:00Z' },
      'A payment cannot be received in the future.',
    ],
    [[], 'The payment must be a JSON object'],
  ])('refuses %j with 400 in the error shape and changes nothing', async (body, message) => {
    const booking = await newBooking()
    const before = await orderSnapshot(booking.id)
    const response = await pay(booking.id, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ ...ERROR_SHAPE, error: message, issues: expect.any(Array) })
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it('stores naughty notes exactly (after trim) or refuses them with 400, never a 500', async () => {
    const booking = await newBooking()
    for (const value of naughtyStrings()) {
      const label = JSON.stringify(value)
      const response = await pay(booking.id, { amount: '0.01', method: 'other', note: value })
      if (response.statusCode === 201) {
        const stored = response.json().payments.at(-1)
        expect(stored.note, label).toBe(value.trim() === '' ? null : value.trim())
      } else {
        expect(response.statusCode, label).toBe(400)
        expect(response.json(), label).toEqual(expect.objectContaining(ERROR_SHAPE))
      }
    }
  }, 180_000)
})
