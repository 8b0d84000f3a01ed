import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreatedBooking, PublicOrder } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' } })
  cookie = await t.login()
})
afterAll(() => t.close())

const changeStatus = (id: number, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/bookings/${id}/status`, payload, cookie })

describe('the notes on the order page', () => {
  it('are the ones e-mailed to the customer with their status e-mail, never the internal ones', async () => {
    const booking = (await postBooking(t, detailedBooking)).json<CreatedBooking>()
    const steps = [
      { status: 'in-progress', notes: 'Internal: the dog bites', notifyCustomer: false },
      { status: 'completed', notes: 'Two blades had deep chips; we fixed them.', notifyCustomer: true },
      { status: 'completed', notes: 'Internal: invoice later', notifyCustomer: false },
      { status: 'completed', notes: 'We come by on Friday.', notifyCustomer: true },
    ]
    for (const step of steps) expect((await changeStatus(booking.id, step)).statusCode).toBe(200)

    const statusMail = (await outboxRows(t.app.db)).filter(
      (row) => row.kind === 'status' && row.booking_id === booking.id,
    )
    expect(statusMail).toHaveLength(2)
    expect(statusMail[0]!.text_body).toContain('A note from us:\nTwo blades had deep chips; we fixed them.')
    expect(statusMail[0]!.html_body).toContain('Two blades had deep chips; we fixed them.')
    expect(statusMail.map((row) => row.text_body).join('')).not.toContain('Internal')

    const order = (
      await t.request({ method: 'GET', url: `/api/public/orders/${booking.accessToken}` })
    ).json<PublicOrder>()
    const shown = JSON.stringify(order.timeline)
    expect(shown).not.toContain('Internal')
    expect(order.timeline.find((entry) => entry.status === 'completed')?.detail).toBe(
      'Two blades had deep chips; we fixed them.',
    )
    expect(order.timeline.filter((entry) => entry.kind === 'email').map((entry) => entry.detail)).toContain(
      'We come by on Friday.',
    )
    expect(order.timeline.find((entry) => entry.status === 'in-progress')?.detail).toBeNull()
  })
})
