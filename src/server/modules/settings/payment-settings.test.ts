import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' } })
  cookie = await t.login()
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }
const read = () => t.request({ method: 'GET', url: '/api/settings/payments', cookie })
const save = (payload: unknown, signedIn = true) =>
  t.request({
    method: 'PUT',
    url: '/api/settings/payments',
    payload: payload as object,
    ...(signedIn ? { cookie } : {}),
  })
const settingsRows = () => t.app.db.selectFrom('settings_history').selectAll().orderBy('id').execute()

describe('Settings → Payments', () => {
  it('starts empty, saves the instructions and an https link, records the change and shows them on the order page', async () => {
    expect((await read()).json()).toEqual({ paymentInstructions: '', paymentLinkUrl: null })
    const saved = await save({
      paymentInstructions: ' Cash or card at return. Venmo @sharpedge ',
      paymentLinkUrl: 'https://pay.example.com/sharpedge',
    })
    expect(saved.statusCode).toBe(200)
    const expected = {
      paymentInstructions: 'Cash or card at return. Venmo @sharpedge',
      paymentLinkUrl: 'https://pay.example.com/sharpedge',
    }
    expect(saved.json()).toEqual(expected)
    expect((await read()).json()).toEqual(expected)
    const history = await t.request({ method: 'GET', url: '/api/settings/payments/history', cookie })
    expect(history.json().entries[0]).toMatchObject({ changedBy: 'admin' })

    const booking = await createBooking(t)
    const order = await t.request({
      method: 'GET',
      url: `/api/public/orders/${booking.accessToken as string}`,
    })
    expect(order.json()).toMatchObject(expected)

    // A blank link is no link.
    expect((await save({ paymentInstructions: 'Cash only', paymentLinkUrl: '' })).json()).toEqual({
      paymentInstructions: 'Cash only',
      paymentLinkUrl: null,
    })
  })

  it.each([
    [
      { paymentInstructions: 'x', paymentLinkUrl: 'http://pay.example.com' },
      'The payment link must be an https://',
    ],
    [
      { paymentInstructions: 'x', paymentLinkUrl: 'javascript:alert(1)' },
      'The payment link must be an https://',
    ],
    [
      { paymentInstructions: 'x', paymentLinkUrl: 'https://user:secret@pay.example.com' },
      'The payment link must be an https://',
    ],
    [{ paymentInstructions: 'x', paymentLinkUrl: 'pay.example.com' }, 'The payment link must be an https://'],
    [{ paymentInstructions: 'x'.repeat(501) }, 'Payment instructions must be at most 500 characters'],
    [{ paymentInstructions: 42 }, 'Payment instructions must be text'],
    [{}, 'Payment instructions must be text'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = [(await read()).json(), await settingsRows()]
    const response = await save(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ ...ERROR_SHAPE, issues: expect.any(Array) })
    expect(response.json().error).toContain(message)
    expect([(await read()).json(), await settingsRows()]).toEqual(before)
  })

  it('answers 401 signed out', async () => {
    expect((await t.request({ method: 'GET', url: '/api/settings/payments' })).statusCode).toBe(401)
    const refused = await save({ paymentInstructions: 'Free!' }, false)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual(expect.objectContaining(ERROR_SHAPE))
  })

  it('stores naughty instructions exactly (after trim) or refuses them with 400, never a 500', async () => {
    for (const value of naughtyStrings()) {
      const label = JSON.stringify(value)
      const response = await save({ paymentInstructions: value, paymentLinkUrl: null })
      if (response.statusCode === 200) {
        expect(response.json().paymentInstructions, label).toBe(value.trim())
      } else {
        expect(response.statusCode, label).toBe(400)
        expect(response.json(), label).toEqual(expect.objectContaining(ERROR_SHAPE))
      }
    }
  }, 180_000)
})
