import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { eventsOf } from '../bookings/admin-test-support.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { paymentsOf } from './payments-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' } })
  cookie = await t.login()
})
afterAll(() => t.close())

const { pay, payments, voidPayment, getBooking, newBooking, orderSnapshot, mailOf } = paymentsOf(() => ({
  t,
  cookie,
}))

describe('payments', () => {
  it('records partial payments as a balance, and the one that settles it makes the order paid with a receipt', async () => {
    const booking = await newBooking()
    expect((await payments(booking.id)).json()).toEqual({
      payments: [],
      amountPaid: '0.00',
      balanceDue: '53.00',
    })

    const first = await pay(booking.id, { amount: '20.00', method: 'cash', note: 'At the door' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      amountPaid: '20.00',
      balanceDue: '33.00',
      payments: [{ amount: '20.00', tip: '0.00', method: 'cash', note: 'At the door', voidedAt: null }],
    })
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'pending',
      amountPaid: '20.00',
      balanceDue: '33.00',
    })
    const listed = await t.request({ method: 'GET', url: `/api/bookings?search=${booking.id}`, cookie })
    expect(listed.json().bookings[0]).toMatchObject({
      id: booking.id,
      amountPaid: '20.00',
      balanceDue: '33.00',
    })
    expect(await mailOf(booking.id, 'receipt')).toEqual([])

    // The tip is on top of the balance: the payment that settles it may carry one.
    const second = await pay(booking.id, { amount: '33', tip: '5.50', method: 'venmo' })
    expect(second.statusCode).toBe(201)
    expect(second.json()).toMatchObject({ amountPaid: '53.00', balanceDue: '0.00' })
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'paid',
      amountPaid: '53.00',
      balanceDue: '0.00',
    })

    const history = await eventsOf(t.app.db, booking.id)
    expect(history.filter((event) => event.kind !== 'created')).toEqual([
      { kind: 'payment', from_status: null, to_status: null, notes: '$20.00 by Cash: At the door' },
      { kind: 'payment', from_status: null, to_status: null, notes: '$33.00 by Venmo, tip $5.50' },
      { kind: 'status', from_status: 'pending', to_status: 'paid', notes: 'Paid in full.' },
    ])

    const [receipt] = await mailOf(booking.id, 'receipt')
    expect(receipt!.to_email).toBe('jane.doe@example.com')
    expect(receipt!.text_body).toContain('- $20.00 by Cash on ')
    expect(receipt!.text_body).toContain('- $33.00 by Venmo on ')
    expect(receipt!.text_body).toContain('(tip $5.50)')
    expect(receipt!.text_body).toContain('Total paid: $53.00 plus $5.50 in tips. Balance due: $0.00.')
    expect(receipt!.text_body).toContain(`/orders/${booking.accessToken as string}`)

    const order = await t.request({
      method: 'GET',
      url: `/api/public/orders/${booking.accessToken as string}`,
    })
    expect(order.json()).toMatchObject({ amountPaid: '53.00', balanceDue: '0.00', status: 'paid' })
  })

  it('adds cents exactly, never through floats', async () => {
    const booking = await newBooking()
    await pay(booking.id, { amount: '0.10', method: 'cash' })
    const after = await pay(booking.id, { amount: '0.2', method: 'cash' })
    expect(after.json()).toMatchObject({ amountPaid: '0.30', balanceDue: '52.70' })
    for (let i = 0; i < 7; i++) await pay(booking.id, { amount: '0.10', method: 'other' })
    expect((await payments(booking.id)).json()).toMatchObject({ amountPaid: '1.00', balanceDue: '52.00' })
  })

  it('owes the final price once measured at pickup, not the estimate', async () => {
    const booking = await newBooking()
    await t.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/picked-up`,
      cookie,
      payload: {
        bladesOver9Inches: 1,
        blades7To9Inches: 0,
        blades4To6Inches: 0,
        bladesUnder4Inches: 0,
        nickRepairQuantity: 0,
        strappingQuantity: 0,
      },
    })
    expect((await payments(booking.id)).json()).toMatchObject({ balanceDue: '9.00' })
    const tooMuch = await pay(booking.id, { amount: '9.01', method: 'card' })
    expect(tooMuch.statusCode).toBe(400)
    expect((await pay(booking.id, { amount: '9', method: 'card' })).json()).toMatchObject({
      balanceDue: '0.00',
    })
  })

  it('refuses more than the balance (the tip aside) with 400, changing nothing', async () => {
    const booking = await newBooking()
    await pay(booking.id, { amount: '50.00', method: 'check' })
    const before = await orderSnapshot(booking.id)
    const response = await pay(booking.id, { amount: '3.01', method: 'cash' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'The amount is more than the balance due ($3.00). Record any extra as a tip.',
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: 'amount',
          message: 'The amount is more than the balance due ($3.00). Record any extra as a tip.',
        },
      ],
    })
    expect(await orderSnapshot(booking.id)).toEqual(before)
    const withTip = await pay(booking.id, { amount: '3.00', tip: '40.00', method: 'cash' })
    expect(withTip.statusCode).toBe(201)
    const nothingLeft = await pay(booking.id, { amount: '0.01', method: 'cash' })
    expect(nothingLeft.json().error).toBe('Nothing is left to pay on this order. Record any extra as a tip.')
  })

  it('lets only one of two payments of the whole balance made at once through', async () => {
    const booking = await newBooking()
    const answers = await Promise.all([
      pay(booking.id, { amount: '53.00', method: 'cash' }),
      pay(booking.id, { amount: '53.00', method: 'card' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400])
    expect((await payments(booking.id)).json()).toMatchObject({ amountPaid: '53.00', balanceDue: '0.00' })
    expect(await mailOf(booking.id, 'receipt')).toHaveLength(1)
  })

  it('voids a payment: listed still, no longer counted; a paid order with a balance again is completed', async () => {
    const booking = await newBooking()
    const firstId = (await pay(booking.id, { amount: '20.00', method: 'cash' })).json().payments[0]
      .id as number
    await pay(booking.id, { amount: '33.00', method: 'zelle' })
    const voided = await voidPayment(booking.id, firstId)
    expect(voided.statusCode).toBe(200)
    expect(voided.json()).toMatchObject({ amountPaid: '33.00', balanceDue: '20.00' })
    expect(Date.parse(voided.json().payments[0].voidedAt)).not.toBeNaN()
    expect(await getBooking(booking.id)).toMatchObject({ status: 'completed', balanceDue: '20.00' })
    const history = (await eventsOf(t.app.db, booking.id)).slice(-2)
    expect(history).toEqual([
      { kind: 'payment_voided', from_status: null, to_status: null, notes: '$20.00 by Cash voided' },
      {
        kind: 'status',
        from_status: 'paid',
        to_status: 'completed',
        notes: 'A payment was voided: $20.00 is due again.',
      },
    ])

    const before = await orderSnapshot(booking.id)
    const again = await voidPayment(booking.id, firstId)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: 'This payment is already voided.', code: 'CONFLICT' })
    const other = await newBooking()
    const elsewhere = await voidPayment(other.id, firstId)
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json()).toEqual({ error: 'Payment not found', code: 'NOT_FOUND' })
    expect((await voidPayment(booking.id, 99_999_999_999)).statusCode).toBe(404)
    expect((await voidPayment(booking.id, 'x')).statusCode).toBe(400)
    expect(await orderSnapshot(booking.id)).toEqual(before)
  })

  it('keeps a payment received earlier at its own date', async () => {
    const booking = await newBooking()
    const response = await pay(booking.id, {
      amount: '5.00',
      method: 'check',
      receivedAt: '2026-01-02T15:00:00-05:00',
    })
    expect(response.json().payments[0].receivedAt).toBe('2026-01-02T20:00:00.000Z')
  })
})
